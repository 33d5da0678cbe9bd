import { describe, expect, it } from 'vitest';
import { decidePriceList, priceListRole, type PriceListKnowledge, type PriceListViewer } from './price-list-access.ts';

const customer: PriceListViewer = { customerId: 2, agentId: 0 };
const agent: PriceListViewer = { customerId: 0, agentId: 1 };
const agent90: PriceListViewer = { customerId: 0, agentId: 90 };
const nobody: PriceListViewer = { customerId: 0, agentId: 0 };
const known: PriceListKnowledge = { listIds: [1, 2, 3, 90], campanaListId: 90, agentCustomerIds: [1, 2, 3, 5, 6], ownListId: 1 };

describe('priceListRole (§6)', () => {
  it.each([
    [customer, 'OWN_CUSTOMER'],
    [{ customerId: 2, agentId: 1 }, 'OWN_CUSTOMER'],
    [agent, 'AGENT_CHOICE'],
    [{ customerId: 0, agentId: 91 }, 'AGENT_CHOICE'],
    [agent90, 'CAMPANA'],
    [nobody, 'CAMPANA'],
  ] as const)('%o → %s', (viewer, role) => {
    expect(priceListRole(viewer)).toBe(role);
  });
});

describe('decidePriceList', () => {
  it.each([
    ['customer, nothing asked: its own list', customer, {}, { ok: true, subject: { kind: 'CUSTOMER', customerId: 2 } }],
    ['customer asks itself', customer, { customerId: 2 }, { ok: true, subject: { kind: 'CUSTOMER', customerId: 2 } }],
    ['customer asks its own list id', customer, { listId: 1 }, { ok: true, subject: { kind: 'CUSTOMER', customerId: 2 } }],
    ['customer asks another customer', customer, { customerId: 1 }, { ok: false, reason: 'FORBIDDEN' }],
    ['customer asks another list', customer, { listId: 2 }, { ok: false, reason: 'FORBIDDEN' }],
    ['customer asks the campana list', customer, { listId: 90 }, { ok: false, reason: 'FORBIDDEN' }],
    ['agent chooses a list', agent, { listId: 3 }, { ok: true, subject: { kind: 'LIST', listId: 3 } }],
    ['agent chooses the campana list', agent, { listId: 90 }, { ok: true, subject: { kind: 'LIST', listId: 90 } }],
    ['agent chooses its customer', agent, { customerId: 5 }, { ok: true, subject: { kind: 'CUSTOMER', customerId: 5 } }],
    ['agent asks customer 900, not its own', agent, { customerId: 900 }, { ok: false, reason: 'FORBIDDEN' }],
    ['agent asks a list that does not exist', agent, { listId: 7 }, { ok: false, reason: 'NOT_FOUND' }],
    ['agent without a choice', agent, {}, { ok: false, reason: 'CHOICE_REQUIRED' }],
    ['agent without a choice serving customer 3: its list', agent, {}, { ok: true, subject: { kind: 'CUSTOMER', customerId: 3 } }, 3],
    ['agent serving customer 3 chooses a list', agent, { listId: 2 }, { ok: true, subject: { kind: 'LIST', listId: 2 } }, 3],
    ['agent serving customer 3 names customer 5', agent, { customerId: 5 }, { ok: true, subject: { kind: 'CUSTOMER', customerId: 5 } }, 3],
    ['agent serving a customer no longer its own', agent, {}, { ok: false, reason: 'CHOICE_REQUIRED' }, 900],
    ['customer: the current customer changes nothing', customer, {}, { ok: true, subject: { kind: 'CUSTOMER', customerId: 2 } }, 5],
    ['agent with both choices', agent, { listId: 1, customerId: 1 }, { ok: false, reason: 'CHOICE_REQUIRED' }],
    ['agent 90: campana', agent90, {}, { ok: true, subject: { kind: 'LIST', listId: 90 } }],
    ['agent 90 asks campana by id', agent90, { listId: 90 }, { ok: true, subject: { kind: 'LIST', listId: 90 } }],
    ['agent 90 asks another list', agent90, { listId: 1 }, { ok: false, reason: 'FORBIDDEN' }],
    ['agent 90 asks a customer', agent90, { customerId: 1 }, { ok: false, reason: 'FORBIDDEN' }],
    ['neither customer nor agent: campana', nobody, {}, { ok: true, subject: { kind: 'LIST', listId: 90 } }],
  ] as const)('%s', (_name, viewer, request, decision, currentCustomerId: number | null = null) => {
    expect(decidePriceList(viewer, request, { ...known, currentCustomerId })).toEqual(decision);
  });

  it('a company without a campana list has nothing for agent 90', () => {
    expect(decidePriceList(agent90, {}, { ...known, campanaListId: null })).toEqual({ ok: false, reason: 'NOT_FOUND' });
  });
});
