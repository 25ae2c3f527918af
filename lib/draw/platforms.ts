/** The two ad platforms the sandbox compares with, by the accuracy of their location targeting. */
export const PLATFORMS = [
  { id: 'a', accuracyM: 1_600 },
  { id: 'b', accuracyM: 500 },
] as const;

export type PlatformId = (typeof PLATFORMS)[number]['id'];
