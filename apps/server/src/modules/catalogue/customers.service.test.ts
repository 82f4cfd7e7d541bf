import { describe, expect, it } from 'vitest';
import { DomainError, type Customer } from '@spool/domain';
import type { CustomersRepository } from './customers.repository.js';
import { createCustomersService } from './customers.service.js';

function fakeCustomersRepository(): CustomersRepository & { rows: Customer[] } {
  const rows: Customer[] = [];
  const add = (name: string): Customer => {
    const row = { id: rows.length + 1, name, creationTime: new Date(0) };
    rows.push(row);
    return row;
  };
  return {
    rows,
    findCustomers: ({ skip, take }) =>
      Promise.resolve({ items: rows.slice(skip, skip + take), totalCount: rows.length }),
    findCustomer: (id) => Promise.resolve(rows.find((row) => row.id === id)),
    findCustomerByName: (name) =>
      Promise.resolve(rows.find((row) => row.name.toLowerCase() === name.trim().toLowerCase())),
    insertCustomer: ({ name }) => Promise.resolve(add(name)),
    insertCustomers: (names) => Promise.resolve(names.map(add)),
  };
}

describe('customers service', () => {
  it('stores a new customer under its trimmed name', async () => {
    const customers = fakeCustomersRepository();
    const service = createCustomersService({ customers });
    const created = await service.createCustomer({ name: '  Northwind  ' });
    expect(created.name).toBe('Northwind');
    expect(customers.rows.map((row) => row.name)).toEqual(['Northwind']);
  });

  it('refuses a name that already exists in another case, and stores nothing', async () => {
    const customers = fakeCustomersRepository();
    const service = createCustomersService({ customers });
    await service.createCustomer({ name: 'Northwind' });
    await expect(service.createCustomer({ name: 'NORTHWIND ' })).rejects.toMatchObject({
      code: 'Spool.Catalogue:DuplicateCustomerName',
      kind: 'conflict',
    });
    expect(customers.rows).toHaveLength(1);
  });

  it('answers NotFound for a customer id that does not exist', async () => {
    const service = createCustomersService({ customers: fakeCustomersRepository() });
    const failure = service.getCustomer(42);
    await expect(failure).rejects.toBeInstanceOf(DomainError);
    await expect(failure).rejects.toMatchObject({ kind: 'notFound', params: { id: 42 } });
  });
});
