import { DecimalType, EntitySchema } from '@mikro-orm/core';
import { ValleyPlace } from '../domain/valley-place';

/** `valley_place`: the gazetteer of searchable places; written only by `AddValleyPlace` / `RemoveValleyPlace`. */
export const ValleyPlaceSchema = new EntitySchema<ValleyPlace>({
  class: ValleyPlace,
  tableName: 'valley_place',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 60 },
    nameKey: { type: 'string', length: 60, unique: 'valley_place_name_key_unique' },
    latitude: { type: new DecimalType('number'), precision: 9, scale: 6 },
    longitude: { type: new DecimalType('number'), precision: 10, scale: 6 },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
