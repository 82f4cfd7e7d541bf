import { z } from 'zod';
import { customerInputSchema, type Customer } from '@spool/domain';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const pageQuerySchema = z.object({
  SkipCount: z.coerce.number().int().min(0).default(0),
  MaxResultCount: z.coerce.number().int().min(1).max(1000).default(25),
});

export const customerDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  creationTime: z.iso.datetime(),
});
export type CustomerDto = z.infer<typeof customerDtoSchema>;

export const customerPageSchema = z.object({
  items: z.array(customerDtoSchema),
  totalCount: z.number().int(),
});

export const getCustomers = defineContract({
  method: 'GET',
  path: '/api/customer',
  summary: "The tenant's customers, by name",
  tags: ['Catalogue'],
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  query: pageQuerySchema,
  response: customerPageSchema,
});

export const getCustomer = defineContract({
  method: 'GET',
  path: '/api/customer/:id',
  summary: 'One customer of the tenant',
  tags: ['Catalogue'],
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  params: idParamsSchema,
  response: customerDtoSchema,
});

export const createCustomer = defineContract({
  method: 'POST',
  path: '/api/customer',
  summary: 'Create a customer (name only)',
  tags: ['Catalogue'],
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 201,
  body: customerInputSchema,
  response: customerDtoSchema,
});

/** Domain customer -> wire shape. */
export function toCustomerDto(customer: Customer): CustomerDto {
  return {
    id: customer.id,
    name: customer.name,
    creationTime: customer.creationTime.toISOString(),
  };
}
