import * as migration_20261122_021125_initial from './20261122_021125_initial';

export const migrations = [
  {
    up: migration_20261122_021125_initial.up,
    down: migration_20261122_021125_initial.down,
    name: '20261122_021125_initial'
  },
];
