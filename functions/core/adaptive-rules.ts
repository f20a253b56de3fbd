import { ABILITY } from '#shared/scoring/thresholds';
import type { StoredElement } from './catalogue';

/**
 * Tests (F, S, A and adaptive mysteries) are adaptive; practice sets (W) and daily activities (D) go in the authored
 * order (docs/scoring.md).
 */
export function isAdaptive(element: Pick<StoredElement, 'element_type' | 'is_adaptive_mystery'>): boolean {
  return element.is_adaptive_mystery || ['F', 'S', 'A'].includes(element.element_type);
}

/** Of `questions` questions, how many a test asks: all in order, or up to the model's maximum. */
export function plannedCount(questions: number, adaptive: boolean): number {
  return adaptive ? Math.min(ABILITY.maxQuestions, questions) : questions;
}
