/**
 * The box a school's map pin must fall in: the Las Vegas valley with its
 * suburbs (Summerlin and Red Rock to the west, Henderson and Anthem to the
 * south-east, North Las Vegas and Centennial Hills to the north), so a swapped
 * sign or a typo cannot put a school in another state.
 */
export const LAS_VEGAS_VALLEY = {
  latitude: { min: 35.85, max: 36.45 },
  longitude: { min: -115.45, max: -114.85 },
} as const;

export type Coordinate = keyof typeof LAS_VEGAS_VALLEY;

export function valleyMessage(coordinate: Coordinate): string {
  const { min, max } = LAS_VEGAS_VALLEY[coordinate];
  const label = coordinate === 'latitude' ? 'Latitude' : 'Longitude';
  return `${label} must be within the Las Vegas valley (${min} to ${max})`;
}

export function isInValley(coordinate: Coordinate, value: number): boolean {
  const { min, max } = LAS_VEGAS_VALLEY[coordinate];
  return value >= min && value <= max;
}
