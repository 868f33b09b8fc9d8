/**
 * Names of invented demonstration schools that earlier versions of the seed
 * shipped and that were replaced by real schools of the Las Vegas valley
 * (see docs/seed-data.md). The seed upserts schools by name, so databases
 * seeded before the change still hold these rows; the schools seeder deletes
 * each one that is still a pristine demo record and reports any it keeps.
 * Never reuse one of these names for a school in DEMO_SCHOOLS.
 */
export const RETIRED_DEMO_SCHOOL_NAMES: readonly string[] = [
  'Red Rock Montessori Academy',
  'Green Valley Montessori House',
  'Centennial Montessori Children’s Community',
  'Anthem Hills Montessori',
  'Sandstone Classical Academy',
  'Trivium Preparatory of Henderson',
  'Lone Mountain Classical School',
  'Casa del Sol Spanish Immersion School',
  'Desert Bloom Mandarin Immersion Academy',
  'Mojave French-American School',
  'Canyon Bridge School for Learning Differences',
  'Keystone Learning Academy',
  'Silver State Boys’ Preparatory',
  'Vegas Valley Academy for Boys',
  'Juniper Hall School for Girls',
  'Mesa Verde Girls’ Academy',
  'Spring Mountain Preparatory Boarding School',
  'Sloan Canyon Preparatory Boarding School',
  'Discovery Trails Academy',
  'Cottonwood Inquiry School',
  'Valley Innovation STEM Academy',
  'Launchpad STEM School',
  'Silver Circuit STEM Academy',
  'Desert Sage School of the Arts',
  'Neon Canvas Arts Academy',
  'Spring Valley Conservatory School',
  'Summit Ridge Preparatory School',
  'Cactus Ridge Preparatory School',
  'Grace Harbor Christian Academy',
  'Living Waters Christian School',
];
