import type { InstructionData } from '#shared/api/contract';
import { apiCall } from '../../lib/api-client';

/** GET v1/fetchinstructions/{courseId}/{elementId}: what the instruction popup shows (spec 02 §4). */
export async function fetchInstructions(courseId: number, elementId: number): Promise<InstructionData> {
  return (await apiCall('instructions', undefined, { courseId, elementId })).data;
}
