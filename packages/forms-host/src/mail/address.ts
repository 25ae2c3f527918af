import { z } from 'zod';

/** Only a plain address: a list or a display name would let a visitor choose who the team answers. */
export const isSingleAddress = (value: string) => z.email().safeParse(value).success;
