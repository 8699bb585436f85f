import { afterEach, describe, expect, test, vi } from 'vitest';
import { isApiError } from '@/api/api-error';
import { outboxKeyOf } from '@/kaizens/unsent/outbox-mac';
import { forgetUnsentKeys, openUnsentWork, sealUnsentWork } from '@/kaizens/unsent/unsent-work';
import { noteSignedOutElsewhere } from '@/lib/device-session';
import { keepWorkFor } from '@/lib/kept-work';
import { resetSession } from '@/lib/session';
import { chooseDeviceMode, noteIdleSignOut } from '@/lib/shared-device';
import { owedSignOut } from '@/lib/sign-out';
import { vaultDb } from '@/lib/vault-db';
import { DEMO_PASSWORD } from '@/mocks/db/seed-org';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { useSessionStore } from '@/stores/session-store';
import { answer, formFields, recordRequests } from '@tests/utils/api';
import { holdAnswers } from '@tests/utils/held-answer';
import {
  arrivalNotes,
  deviceChoiceHere,
  returnAddress,
  SignInRefused,
  signInSteps,
  type DeviceChoice,
} from './sign-in-steps';

const LEAD_ID = 3;
const LEAD = { login: 'lead@kaizen.demo', password: DEMO_PASSWORD };
const PERSONAL: DeviceChoice = { kind: 'personal', remember: false, idleMinutes: 5 };
const SHARED: DeviceChoice = { kind: 'shared', remember: false, idleMinutes: 10 };

const rejectionOf = (steps: Promise<unknown>) => steps.then(() => undefined).catch((e) => e);

/** Seals a draft of the lead's in the vault, as a sign-out of a shared device leaves it. */
async function sealADraft(title: string) {
  await openUnsentWork(LEAD_ID, DEMO_PASSWORD, { keepKey: true });
  useAdminStorage.getState().setKaizenForm({
    drafts: [{ userId: LEAD_ID, kaizenId: null, values: { title }, savedAt: null }],
  });
  expect(await sealUnsentWork(LEAD_ID)).toBe(true);
  await forgetUnsentKeys(LEAD_ID);
  expect(useAdminStorage.getState().kaizenForm).toEqual({ drafts: [] });
}

afterEach(() => {
  vi.restoreAllMocks();
  resetSession();
});

describe('before the credentials go', () => {
  test('a sign-out the server has not heard yet is finished first', async () => {
    localStorage.setItem('qek_sign_out_pending', '1');
    const requests = recordRequests();

    await signInSteps(LEAD, PERSONAL, null);

    expect(requests.lines().slice(0, 3)).toEqual(['GET /logout', 'GET /verified', 'POST /login']);
    expect(owedSignOut()).toBeNull();
    expect(useSessionStore.getState().user?.id).toBe(LEAD_ID);
  });

  test('a sign-out the server refused is asked for again first', async () => {
    localStorage.setItem('qek_sign_out_pending', '1');
    localStorage.setItem('qek_sign_out_refused', '1');
    const requests = recordRequests();

    await signInSteps(LEAD, PERSONAL, null);

    expect(requests.lines().indexOf('GET /logout')).toBe(0);
    expect(requests.lines().indexOf('POST /login')).toBeGreaterThan(0);
    expect(localStorage.getItem('qek_sign_out_refused')).toBeNull();
    expect(owedSignOut()).toBeNull();
  });

  test('nothing owed: the credentials are the first request', async () => {
    const requests = recordRequests();

    await signInSteps(LEAD, PERSONAL, null);

    expect(requests.lines()[0]).toBe('POST /login');
  });
});

describe('the credentials', () => {
  test('a user name goes to /login-type, trimmed, with the choice to stay signed in', async () => {
    const requests = recordRequests();

    await signInSteps({ login: ' lead ', password: DEMO_PASSWORD }, PERSONAL, null);

    expect(await formFields(requests.find('POST /login-type'))).toEqual({
      type: 'username',
      username: 'lead',
      password: DEMO_PASSWORD,
      remember: '0',
    });
  });

  test('wrong ones are refused as such, and nothing else happens', async () => {
    noteIdleSignOut(5);
    chooseDeviceMode(15);
    const requests = recordRequests();

    const error = await rejectionOf(
      signInSteps({ ...LEAD, password: 'niet-het-wachtwoord' }, SHARED, null),
    );

    expect(error).toBeInstanceOf(SignInRefused);
    expect(requests.lines()).toEqual(['POST /login']);
    expect(useSessionStore.getState().user).toBeNull();
    expect(arrivalNotes(false)).toEqual([{ key: 'idle_signed_out', count: 5 }]);
    expect(localStorage.getItem('qek_shared_device')).toBe('15');
  });

  test('a 401 to the credentials is a refusal too', async () => {
    answer('post', '/login', { message: 'Unauthenticated.' }, { status: 401 });

    const error = await rejectionOf(signInSteps(LEAD, PERSONAL, null));

    expect(error).toBeInstanceOf(SignInRefused);
  });

  test('a 422 on the fields themselves is not a refusal: the page shows it at its fields', async () => {
    answer(
      'post',
      '/login',
      { message: 'Ongeldig.', errors: { email: ['Geen e-mailadres.'], password: ['Te lang.'] } },
      { status: 422 },
    );

    const error = await rejectionOf(signInSteps(LEAD, PERSONAL, null));

    expect(error).not.toBeInstanceOf(SignInRefused);
    expect(isApiError(error) && error.fieldErrors).toMatchObject({ password: ['Te lang.'] });
  });
});

describe('the kinds of sign-in', () => {
  test('personal: stays signed in when chosen, and makes the device personal', async () => {
    chooseDeviceMode(15);
    const requests = recordRequests();

    await signInSteps(LEAD, { ...PERSONAL, remember: true }, null);

    expect(await formFields(requests.find('POST /login'))).toMatchObject({ remember: '1' });
    expect(localStorage.getItem('qek_shared_device')).toBeNull();
    expect(await vaultDb.keys('key:')).toEqual([]);
  });

  test('shared: never stays signed in, keeps the idle time, the activity and their key', async () => {
    const requests = recordRequests();

    await signInSteps(LEAD, { ...SHARED, remember: true }, null);

    expect(await formFields(requests.find('POST /login'))).toMatchObject({ remember: '0' });
    expect(localStorage.getItem('qek_shared_device')).toBe('10');
    expect(Number(localStorage.getItem('qek_last_activity'))).toBeGreaterThan(0);
    expect(await vaultDb.keys(`key:${LEAD_ID}`)).toHaveLength(1);
  });

  test('the form starts from the kind the device was last set to', () => {
    expect(deviceChoiceHere()).toEqual({ kind: 'personal', remember: false, idleMinutes: 5 });
    chooseDeviceMode(15);
    expect(deviceChoiceHere()).toEqual({ kind: 'shared', remember: false, idleMinutes: 15 });
  });
});

describe('the vault', () => {
  test('on a shared device their sealed work comes back, and their key stays to seal it again', async () => {
    await sealADraft('Rek bij de pers');

    await signInSteps(LEAD, SHARED, null);

    expect(useAdminStorage.getState().kaizenForm).toMatchObject({
      drafts: [{ userId: LEAD_ID, values: { title: 'Rek bij de pers' } }],
    });
    expect(await vaultDb.keys(`sealed:${LEAD_ID}:`)).toEqual([]);
    expect(await vaultDb.keys(`key:${LEAD_ID}`)).toHaveLength(1);
  });

  test('on a personal device it comes back too, and no key is kept', async () => {
    await sealADraft('Rek bij de pers');

    await signInSteps(LEAD, PERSONAL, null);

    expect(useAdminStorage.getState().kaizenForm).toMatchObject({
      drafts: [{ userId: LEAD_ID, values: { title: 'Rek bij de pers' } }],
    });
    expect(await vaultDb.keys('key:')).toEqual([]);
  });

  test('on a personal device it is opened while the session is still told the locale', async () => {
    await sealADraft('Rek bij de pers');
    const answerLocale = holdAnswers('/api/session/locale/:locale');

    const steps = signInSteps(LEAD, PERSONAL, null);

    await vi.waitFor(() =>
      expect(useAdminStorage.getState().kaizenForm).toMatchObject({
        drafts: [{ userId: LEAD_ID, values: { title: 'Rek bij de pers' } }],
      }),
    );
    answerLocale();
    await expect(steps).resolves.toBe('/home');
  });

  test('on a shared device it is opened only once the whole sign-in succeeded', async () => {
    await sealADraft('Rek bij de pers');
    const answerLocale = holdAnswers('/api/session/locale/:locale');
    const sealedKeys = vi.spyOn(vaultDb, 'keys');
    const localeAsked = recordRequests().next('GET /api/session/locale/nl');

    const steps = signInSteps(LEAD, SHARED, null);

    await localeAsked;
    expect(sealedKeys).not.toHaveBeenCalled();
    answerLocale();
    await steps;
    expect(sealedKeys).toHaveBeenCalledWith(`sealed:${LEAD_ID}:`);
  });

  test('on a personal device with nothing sealed, the first page does not wait for the outbox key', async () => {
    let keep = () => undefined as void;
    const kept = new Promise<void>((resolve) => (keep = resolve));
    const put = vaultDb.put.bind(vaultDb);
    const keyKept = vi
      .spyOn(vaultDb, 'put')
      .mockImplementation((key, value) => kept.then(() => put(key, value)));

    await expect(signInSteps(LEAD, PERSONAL, null)).resolves.toBe('/home');
    // The new key is kept after the sign-in, in the background.
    await vi.waitFor(() =>
      expect(keyKept).toHaveBeenCalledWith(`mac:${LEAD_ID}`, expect.anything()),
    );
    keep();
    expect(await outboxKeyOf(LEAD_ID)).toBeDefined();
  });

  test('a vault that fails to open does not fail the sign-in', async () => {
    await sealADraft('Rek bij de pers');
    vi.spyOn(vaultDb, 'keys').mockRejectedValue(new Error('IndexedDB is gone'));

    await expect(signInSteps(LEAD, PERSONAL, '/kaizen/approved')).resolves.toBe('/kaizen/approved');
    expect(useSessionStore.getState().user?.id).toBe(LEAD_ID);
  });
});

describe('where the sign-in goes', () => {
  test('to the redir_url it was sent with, its query kept', async () => {
    await expect(signInSteps(LEAD, PERSONAL, '/kaizen/approved?page=2')).resolves.toBe(
      '/kaizen/approved?page=2',
    );
  });

  test('to /home without one', async () => {
    await expect(signInSteps(LEAD, PERSONAL, null)).resolves.toBe('/home');
  });

  test.each([
    'https://evil.example/home',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    'home',
  ])('never to another origin: %s goes to /home', (target) => {
    expect(returnAddress(target)).toBe('/home');
  });

  test.each([
    '/login',
    '/login?redir_url=/kaizen',
    '/sign-up',
    '/password/reset',
    '/password/new/t',
  ])('never back to a sign-in page: %s goes to /home', (target) => {
    expect(returnAddress(target)).toBe('/home');
  });
});

describe('why the page shows', () => {
  test('an idle sign-out is said before another tab’s, and neither after the next sign-in', async () => {
    noteIdleSignOut(5);
    noteSignedOutElsewhere();
    expect(arrivalNotes(false)).toEqual([{ key: 'idle_signed_out', count: 5 }]);
    sessionStorage.removeItem('qek_idle_sign_out');
    expect(arrivalNotes(false)).toEqual([{ key: 'signed_out_elsewhere' }]);
    noteIdleSignOut(5);

    await signInSteps(LEAD, PERSONAL, null);

    expect(arrivalNotes(false)).toEqual([]);
  });

  test('another tab’s sign-out and an expired session say whether the input was kept', () => {
    noteSignedOutElsewhere();
    expect(arrivalNotes(true)).toEqual([
      { key: 'signed_out_elsewhere' },
      { key: 'base:api_error.session_expired' },
    ]);
    keepWorkFor(LEAD_ID, { 'form:/kaizen/new:title': { title: 'Rek' } });
    expect(arrivalNotes(true)).toEqual([
      { key: 'signed_out_elsewhere_kept' },
      { key: 'session_expired_kept' },
    ]);
  });
});
