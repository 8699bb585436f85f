import { queryOptions } from '@tanstack/react-query';
import { fetchCompany } from '@/api/companies';
import { companySchema } from '@/api/schemas/company';
import { keptAsOne, keptStaleTime, readKept } from './kept-queries';

const keptForm = keptAsOne({ name: 'company', of: '' }, companySchema);

/**
 * The signed-in user's company (GET /api/company): its texts and logo on the pages' first
 * screen. Kept on the device like the team's list, so a reload draws the company's welcome
 * with the page instead of pushing the page down when it comes. Under `companies`
 * (`COMPANIES_KEY`): a change to a company reads it again.
 *
 * @example
 * const { data: company } = useQuery(currentCompany());
 */
export function currentCompany() {
  return queryOptions({
    queryKey: ['companies', 'current'],
    queryFn: (context) => readKept(context, keptForm, fetchCompany),
    // A minute once the server answered.
    staleTime: keptStaleTime(60_000),
  });
}
