import { randomUUID } from 'node:crypto';

/**
 * A free waiting list of the company's own, opened through the provider API as a landlord does (a
 * group `id` with one home, published); its slug. `url`: the server, `apiKey`: the company's key.
 */
export async function openFreeWaitingList(url: string, apiKey: string, id: string): Promise<string> {
  const api = `${url}/api/provider/v1/groups/${id}`;
  const put = async (address: string, body: unknown) => {
    const answer = await fetch(`${api}${address}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${apiKey}`, 'Idempotency-Key': randomUUID(), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`PUT ${api}${address} answered ${answer.status}: ${await answer.text()}`);
  };
  await put('', { name: `Kø ${id}`, street: 'Havnegade 14', postcode: '8000', hasWaitingList: true, waitingListYearlyFee: 0 });
  await put(`/homes/${id}-1`, { floorDoor: '1. th.', rooms: 2, sizeM2: 60, monthlyRent: 9000 });
  await put('/status', { status: 'PUBLISHED' });
  return ((await (await fetch(api, { headers: { Authorization: `Bearer ${apiKey}` } })).json()) as { slug: string }).slug;
}
