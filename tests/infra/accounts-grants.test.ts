import { beforeAll, describe, expect, it } from 'vitest';
import { routeEntries } from '#shared/api/routes';
import type { FluentiaApp } from '../../infra/app';
import { allFunctions, roleActions, synth } from './support';

/** Least privilege for the account and family routes: reads stay reads, only photo routes write to S3. */
let dev: FluentiaApp;
beforeAll(() => {
  dev = synth('dev');
});

const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const dataActions = (routeId: string) =>
  [...roleActions(allFunctions(dev).get(routeId)!.fn)].filter((a) => a.startsWith('dynamodb:') || a.startsWith('s3:'));
const areaRoutes = routeEntries().filter(
  ([, r]) => r.handler.startsWith('accounts/') || r.handler.startsWith('family/'),
);

describe('account and family grants', () => {
  it('puts the accounts and family routes in their own API stacks', () => {
    expect(Object.keys(dev.routes)).toEqual(expect.arrayContaining(['accounts', 'family']));
    expect(areaRoutes.length).toBeGreaterThan(25);
  });

  it('gives read-only routes no table write and no S3 write', () => {
    for (const id of [
      'profile',
      'dashboard',
      'notifications',
      'licences',
      'certificates',
      'speech',
      'notify',
      'childProfiles',
      'childDetails',
    ]) {
      const actions = dataActions(id);
      expect(actions, id).toContain('dynamodb:GetItem');
      for (const w of [...writes, 's3:PutObject', 's3:DeleteObject']) expect(actions, `${id} ${w}`).not.toContain(w);
    }
  });

  it('lets only the child-profile routes write (and clean up) photos', () => {
    for (const [id] of areaRoutes) {
      const actions = dataActions(id);
      const photoRoute = id === 'childProfilePost' || id === 'childProfilePut';
      // …and History, which makes a bill the learner could not have before they gave a name, and the child's
      // result, which makes the olympiad certificate the first time it is seen (decision 0840).
      expect(actions.includes('s3:PutObject'), id).toBe(photoRoute || id === 'orders' || id === 'kidsScore');
      expect(actions.includes('s3:DeleteObject'), id).toBe(photoRoute);
    }
  });
});
