import { customerInputSchema, DomainError, type Customer } from '@spool/domain';
import type { CustomersRepository } from './customers.repository.js';

export function createCustomersService({ customers }: { customers: CustomersRepository }) {
  return {
    findCustomers(page: { skip: number; take: number }) {
      return customers.findCustomers(page);
    },

    async getCustomer(id: number): Promise<Customer> {
      const customer = await customers.findCustomer(id);
      if (!customer) throw new DomainError('Spool.Catalogue:CustomerNotFound', { id });
      return customer;
    },

    /** Creates a customer; a name already used (ignoring case and spaces) is refused. */
    async createCustomer(input: unknown): Promise<Customer> {
      const { name } = customerInputSchema.parse(input);
      if (await customers.findCustomerByName(name)) {
        throw new DomainError('Spool.Catalogue:DuplicateCustomerName', { name });
      }
      return customers.insertCustomer({ name });
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
