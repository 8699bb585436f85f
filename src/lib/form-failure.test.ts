import { beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '@/api/api-error';
import { i18n } from '@/i18n/i18n';
import enBase from '@/mocks/lang/en/base.json';
import { failureMessage } from './failure-message';
import { controlOf, sortFailure } from './form-failure';

beforeAll(async () => {
  i18n.addResourceBundle('en', 'base', enBase, true, true);
  await i18n.changeLanguage('en');
});

const validation = (fieldErrors: Record<string, string[]>) =>
  new ApiError({ kind: 'http', status: 422, message: 'POST /api/team answered 422', fieldErrors });

const shown = (field: string) => (field === 'name' || field === 'roles' ? field : undefined);

describe('controlOf', () => {
  test('names the control of a list item, and a plain field as itself', () => {
    expect(controlOf('roles.0')).toBe('roles');
    expect(controlOf('name')).toBe('name');
  });
});

describe('sortFailure', () => {
  test('places the first message of each field the form shows', () => {
    const error = validation({ name: ['Too long.', 'Taken.'], roles: ['Pick one.'] });

    expect(sortFailure(error, shown).placed).toEqual({ name: 'Too long.', roles: 'Pick one.' });
  });

  test('keeps the first message when two server fields meet at one control', () => {
    const error = validation({ 'roles.0': ['First role.'], 'roles.1': ['Second role.'] });

    expect(sortFailure(error, (field) => shown(controlOf(field))).placed).toEqual({
      roles: 'First role.',
    });
  });

  test('puts the messages of fields the form does not show after the explanation', () => {
    const error = validation({ name: ['Too long.'], team_id: ['Gone.', 'Really gone.'] });

    expect(sortFailure(error, shown).alert).toBe(`${failureMessage(error)} Gone. Really gone.`);
  });

  test("a page's own words replace the explanation", () => {
    const error = validation({ team_id: ['Gone.'] });

    expect(sortFailure(error, shown, 'Could not save the team.').alert).toBe(
      'Could not save the team. Gone.',
    );
  });

  test('says the input was kept when the form holds it', () => {
    const error = new ApiError({
      kind: 'http',
      status: 500,
      message: 'POST /api/team answered 500',
    });

    expect(sortFailure(error, shown, undefined, true).alert).toBe(
      failureMessage(error, { inputKept: true }),
    );
    expect(sortFailure(error, shown).alert).toBe(failureMessage(error, { inputKept: false }));
    expect(failureMessage(error, { inputKept: true })).not.toBe(
      failureMessage(error, { inputKept: false }),
    );
  });

  test('a failure that is not an API error places nothing', () => {
    const failure = sortFailure(new Error('offline'), shown);

    expect(failure).toEqual({ placed: {}, alert: failureMessage(new Error('offline')) });
  });
});
