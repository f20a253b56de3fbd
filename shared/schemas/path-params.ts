import * as z from 'zod/mini';

/**
 * Schemas of the path parameters (`{courseId}` in `v1/courses/{courseId}`), by name: the route
 * table gives every parameter one, and the HTTP pipeline checks them before a handler runs. An
 * id is 1 to 64 letters, digits, `-` or `_` (a UUID is 36); anything else (an escape API Gateway
 * could not decode, a control character, a kilobyte of text) is refused with 400, never reaching
 * a key of the table. Whether the id exists is the handler's answer (404).
 */
export const PATH_ID_MAX = 64;

export const pathIdMessage = 'This address is not valid. Please check the link.';

export const pathId = z
  .string()
  .check(
    z.minLength(1, pathIdMessage),
    z.maxLength(PATH_ID_MAX, pathIdMessage),
    z.regex(/^[A-Za-z0-9_-]+$/, pathIdMessage),
  );

export const courseParams = { courseId: pathId } as const;
export const instructionParams = { courseId: pathId, elementId: pathId } as const;
export const attemptParams = { attemptId: pathId } as const;
