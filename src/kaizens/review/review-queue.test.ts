// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { kaizenSchema, toTeamKaizen, type TeamKaizen } from '@/api/schemas/kaizen';
import { currentUserSchema, type CurrentUser } from '@/api/schemas/user';
import { buildCurrentUser, buildKaizen } from '@tests/factories';
import { awaitsDecisionBy, mayReview, queueOrder, reviewQueue } from './review-queue';

const TEAM = { id: 7, name: 'Productie' };

function reviewer(overrides: Parameters<typeof buildCurrentUser>[0] = {}): CurrentUser {
  return currentUserSchema.parse(
    buildCurrentUser({ active_team: TEAM, all_permissions: ['review kaizen'], ...overrides }),
  );
}

function kaizen(overrides: Parameters<typeof buildKaizen>[0] = {}): TeamKaizen {
  return toTeamKaizen(kaizenSchema.parse(buildKaizen({ team: TEAM, ...overrides })));
}

describe('who may review a kaizen', () => {
  test('a reviewer, in the kaizen’s team, someone else’s kaizen', () => {
    expect(mayReview(reviewer(), kaizen())).toBe(true);
  });

  test('nobody signed in, or without the permission, may not', () => {
    expect(mayReview(null, kaizen())).toBe(false);
    expect(mayReview(reviewer({ all_permissions: [] }), kaizen())).toBe(false);
  });

  test('never their own kaizen (four eyes), whatever else they may do', () => {
    const lead = reviewer({ all_permissions: ['review kaizen', 'create kaizen any team'] });
    expect(mayReview(lead, kaizen({ author: { id: lead.id, name: lead.name } }))).toBe(false);
  });

  test('another team’s kaizen only for who acts in any team', () => {
    const elsewhere = kaizen({ team: { id: 8, name: 'Logistiek' } });
    expect(mayReview(reviewer(), elsewhere)).toBe(false);
    expect(mayReview(reviewer({ active_team: null }), kaizen())).toBe(false);
    expect(
      mayReview(
        reviewer({ all_permissions: ['review kaizen', 'create kaizen any team'] }),
        elsewhere,
      ),
    ).toBe(true);
  });

  test('only an open kaizen awaits a decision', () => {
    expect(awaitsDecisionBy(reviewer(), kaizen({ status: 'open' }))).toBe(true);
    expect(awaitsDecisionBy(reviewer(), kaizen({ status: 'approved' }))).toBe(false);
    expect(awaitsDecisionBy(null, kaizen({ status: 'open' }))).toBe(false);
  });
});

describe('the review queue', () => {
  test('the open kaizens the user may decide, longest waiting first', () => {
    const user = reviewer();
    const newest = kaizen({ title: 'Newest', submitted_at: '2026-03-03T10:00:00Z' });
    const oldest = kaizen({ title: 'Oldest', submitted_at: '2026-03-01T10:00:00Z' });
    const middle = kaizen({ title: 'Middle', submitted_at: '2026-03-02T10:00:00Z' });
    const decided = kaizen({ title: 'Decided', status: 'approved' });
    const own = kaizen({ title: 'Own', author: { id: user.id, name: user.name } });

    const queue = reviewQueue(user, [newest, decided, oldest, own, middle]);

    expect(queue.map(({ title }) => title)).toEqual(['Oldest', 'Middle', 'Newest']);
  });

  test('a kaizen not yet submitted waits from when it was made', () => {
    const draft = kaizen({ id: 2, submitted_at: null, created_at: '2026-03-01T10:00:00Z' });
    const later = kaizen({ id: 1, submitted_at: '2026-03-02T10:00:00Z' });

    expect(reviewQueue(reviewer(), [later, draft]).map(({ id }) => id)).toEqual([2, 1]);
  });

  test('equal times go by id, whatever order they came in', () => {
    const at = '2026-03-01T10:00:00Z';
    const [a, b, c] = [3, 1, 2].map((id) => kaizen({ id, submitted_at: at }));

    expect(reviewQueue(reviewer(), [a, b, c]).map(({ id }) => id)).toEqual([1, 2, 3]);
    expect(queueOrder(b, b)).toBe(0);
  });

  test('an unreadable time sorts as the oldest', () => {
    const unreadable = kaizen({ id: 9, submitted_at: 'not a date' });
    const dated = kaizen({ id: 1, submitted_at: '2026-03-01T10:00:00Z' });

    expect(queueOrder(unreadable, dated)).toBeLessThan(0);
  });
});
