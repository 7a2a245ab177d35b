import * as migration_20261122_041825_initial from './20261122_041825_initial';
import * as migration_20261122_162719_vacancy_location_points from './20261122_162719_vacancy_location_points';

export const migrations = [
  {
    up: migration_20261122_041825_initial.up,
    down: migration_20261122_041825_initial.down,
    name: '20261122_041825_initial',
  },
  {
    up: migration_20261122_162719_vacancy_location_points.up,
    down: migration_20261122_162719_vacancy_location_points.down,
    name: '20261122_162719_vacancy_location_points'
  },
];
