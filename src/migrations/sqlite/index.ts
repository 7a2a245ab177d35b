import * as migration_20261122_021121_initial from './20261122_021121_initial';

export const migrations = [
  {
    up: migration_20261122_021121_initial.up,
    down: migration_20261122_021121_initial.down,
    name: '20261122_021121_initial'
  },
];
