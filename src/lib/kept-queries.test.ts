import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { companySchema } from '@/api/schemas/company';
import { kaizenSchema } from '@/api/schemas/kaizen';
import { ownKaizens } from '@/kaizens/own-list';
import { signInDemoUser as signIn } from '@tests/utils/demo-sign-in';
import { holdAnswers } from '@tests/utils/held-answer';
import { currentCompany } from './current-company';
import { keepList, keptList } from './kept-lists';
import { keptCopiesRead } from './kept-queries';
import { createQueryClient } from './query-client';

const COMPANY = { name: 'company', of: '' };
const OWN = { name: 'own-kaizens', of: '' };

describe('the company, kept on the device', () => {
  test("the server's answer is kept for the user", async () => {
    const lead = await signIn('lead');

    const company = await createQueryClient().fetchQuery(currentCompany());

    await waitFor(async () =>
      expect((await keptList(lead, COMPANY, companySchema))?.items).toEqual([company]),
    );
  });

  test('a new client has the kept copy once the kept copies are read, before the answer', async () => {
    const lead = await signIn('lead');
    const company = await createQueryClient().fetchQuery(currentCompany());
    await keepList(lead, COMPANY, [{ ...company, welcome_text_nl: 'Zoals bewaard' }]);
    const answer = holdAnswers('*/api/company');
    const client = createQueryClient();

    const read = client.fetchQuery(currentCompany());
    await keptCopiesRead(client);

    expect(client.getQueryData(currentCompany().queryKey)).toMatchObject({
      name: company.name,
      welcome_text_nl: 'Zoals bewaard',
    });
    answer();
    expect(await read).not.toHaveProperty('welcome_text_nl', 'Zoals bewaard');
  });
});

describe("one's own kaizens, kept on the device", () => {
  test('kept for the user, and drawn by a new client before the answer', async () => {
    const employee = await signIn('employee');
    const own = await createQueryClient().fetchQuery(ownKaizens(employee));
    expect(own.length).toBeGreaterThan(0);
    await waitFor(async () =>
      expect((await keptList(employee, OWN, kaizenSchema))?.items).toEqual(own),
    );
    const answer = holdAnswers(`*/api/kaizen/by-user/${employee}`);
    const client = createQueryClient();

    const read = client.fetchQuery(ownKaizens(employee));
    await keptCopiesRead(client);

    expect(client.getQueryData(ownKaizens(employee).queryKey)).toEqual(own);
    answer();
    await read;
  });
});
