// The browser's calls for an application under way (GET/PUT/DELETE /api/creditapp/applicationprogress) and for the
// applicant's account address (spec §7 updateCustomerAddress), through the shared fetcher.
import { fetcher } from '@/lib/client/fetcher.ts';
import type { ApplicantFields, ApplicationAddressFields, TimeAtAddress } from './client.ts';

export type ResumableStep = 'details' | 'address' | 'check' | 'documents' | 'accept';

export interface ProgressAnswers {
  applicant: ApplicantFields;
  addresses: {
    current: ApplicationAddressFields;
    timeAtCurrent: TimeAtAddress;
    previous: ApplicationAddressFields | null;
    timeAtPrevious: TimeAtAddress | null;
  };
}

/** Keeps the step reached and the answers on the server (leaving and coming back resumes there). */
export function rememberProgress(step: ResumableStep, answers: ProgressAnswers): Promise<{ step: ResumableStep }> {
  return fetcher('/api/creditapp/applicationprogress', { method: 'PUT', body: JSON.stringify({ step, answers }) });
}

/** Cancels the application under way: what was entered is deleted. */
export function cancelApplication(): Promise<void> {
  return fetcher('/api/creditapp/applicationprogress', { method: 'DELETE' });
}

/** Makes the applicant's current address their account address (spec §7 updateCustomerAddress). */
export function updateCustomerAddress(address: ApplicationAddressFields, addressId: number | null) {
  return fetcher<{ addressId: number }>('/api/creditapp/updateCustomerAddress', {
    method: 'PUT',
    body: JSON.stringify({
      addressDetails: { ...address, addressLine3: '', ...(addressId ? { addressId } : {}) },
    }),
  });
}

/** Spec §3 credit application account address, as addressFields answers it. */
export interface FoundAccountAddress extends ApplicationAddressFields {
  addressLine3: string;
  country: string;
  isoCountryCode: string;
}

/** The addresses at a premise and postcode (spec §7 addressFields). */
export async function findAddressFields(query: {
  houseNumber: string;
  flatId: string;
  houseName: string;
  postCode: string;
}): Promise<FoundAccountAddress[]> {
  return (
    await fetcher<{ addresses: FoundAccountAddress[] }>('/api/creditapp/addressFields', {
      method: 'POST',
      body: JSON.stringify(query),
    })
  ).addresses;
}
