import * as migration_20261122_015854_initial from './20261122_015854_initial';

export const migrations = [
  {
    up: migration_20261122_015854_initial.up,
    down: migration_20261122_015854_initial.down,
    name: '20261122_015854_initial'
  },
];
