import * as migration_20261122_024131_initial from './20261122_024131_initial';

export const migrations = [
  {
    up: migration_20261122_024131_initial.up,
    down: migration_20261122_024131_initial.down,
    name: '20261122_024131_initial'
  },
];
