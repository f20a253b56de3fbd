import { describe, expect, it } from 'vitest';
import { UNDO_DAYS } from '#shared/privacy/notice';
import { subjectItems, tokenMarker } from '../../../functions/data/keys';
import { rules } from '../../../functions/core/security-rules';

/**
 * The erase deletes a subject's token marker with everything else (decision 0801). That is safe only
 * because every bearer token issued before the delete has expired before the undo window ends: ID
 * tokens, learner sessions and child tokens live an hour, and a refresh needs the account, which is
 * gone. Should a token ever outlive the window, an erased child's token would pass the authorizer.
 */
describe('the erase and the tokens issued before it', () => {
  it('comes after every token from before the delete has expired', () => {
    const windowSeconds = UNDO_DAYS * 24 * 60 * 60;
    for (const life of [rules.idTokenSeconds, rules.delegationSeconds])
      expect(life + rules.authorizerCacheSeconds).toBeLessThan(windowSeconds);
  });

  it('deletes the marker, so no item of an erased subject names it', () => {
    expect(subjectItems('u1')).toContainEqual(tokenMarker('u1'));
  });
});
