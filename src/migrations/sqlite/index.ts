import * as migration_20261122_024104_initial from './20261122_024104_initial';

export const migrations = [
  {
    up: migration_20261122_024104_initial.up,
    down: migration_20261122_024104_initial.down,
    name: '20261122_024104_initial'
  },
];
