import type { z } from 'zod';
import {
  createPurchasePlan,
  createStyle,
  getPurchasePlanPurchaseList,
  getStyleOrderFigures,
  saveOperation,
  type Contract,
} from '@spool/contracts';

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** A download as the API page describes it: its media type and the name it is saved under. */
export type ExampleFile = { readonly contentType: string; readonly fileName: string };

/** One call of a contract as the API page shows it: what is sent and what comes back. */
export type ApiExample = {
  readonly contract: Contract;
  readonly summary: string;
  readonly params?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  readonly response: { readonly json: unknown } | { readonly file: ExampleFile };
};

/**
 * Typed by the contract, so that the compiler refuses an example that no longer fits it; the
 * docs test parses each against the contract's schemas too (refinements, unknown fields).
 */
function exampleOf<C extends Contract>(
  contract: C,
  example: {
    summary: string;
    params?: InputOf<C['params']>;
    query?: InputOf<C['query']>;
    body?: InputOf<C['body']>;
    response: C extends { produces: 'file' }
      ? { file: ExampleFile }
      : { json: z.output<C['response']> };
  },
): ApiExample {
  return { contract, ...example };
}

const styleId = 42;
const planId = 7;
const brandId = 3;

/** The main calls of an integration: a style, its operations, its figures, a plan and its list. */
export const apiExamples: readonly ApiExample[] = [
  exampleOf(createStyle, {
    summary:
      'A jeans style; customer, category and type named here are created if new, and the customer’s default setting applies',
    body: {
      name: 'Five-pocket jeans 501',
      color: 'Indigo',
      size: 'M',
      description: 'Regular fit',
      weightType: 3,
      quantity: 1200,
      numberOfProductionLines: 2,
      customer: { name: 'Polar Outfitters' },
      productCategory: { name: 'Bottoms' },
      productType: { name: 'Jeans' },
    },
    response: {
      json: {
        id: styleId,
        name: 'Five-pocket jeans 501',
        color: 'Indigo',
        description: 'Regular fit',
        size: 'M',
        weightType: 'heavy',
        quantity: 1200,
        numberOfProductionLines: 2,
        customerId: 12,
        customer: 'Polar Outfitters',
        productCategoryId: 4,
        productCategory: 'Bottoms',
        productTypeId: 9,
        productType: 'Jeans',
        customSettingId: 1,
        createdBy: 'planner',
        creationTime: '2026-11-20T09:14:03.000Z',
        lastModificationTime: null,
        stage: 'estimate',
        version: 1,
        concurrencyStamp: '5b0c1d7e-6f3a-4b8e-9a51-2d7c4e8f1a06',
      },
    },
  }),
  exampleOf(saveOperation, {
    summary:
      'A lockstitch side seam in centimetres, its needle and bobbin threads from the thread range (ids of brand, Tkt/Tex and package size)',
    body: {
      styleId,
      group: 1,
      isOnTeam: false,
      description: 'Join side seams',
      stitchTypeCode: '301',
      seamLength: 98,
      quantity: 2,
      bight: null,
      rate: 12,
      machines: 1,
      seamThikness: 1.5,
      seamLengthUnit: 0,
      styleOperations: [
        { needleName: 'Needle thread', brandId, ticketTexId: 11, shade: '4120', packageSizeId: 17 },
        { needleName: 'Bobbin thread', brandId, ticketTexId: 11, shade: '4120', packageSizeId: 17 },
      ],
    },
    response: { json: true },
  }),
  exampleOf(getStyleOrderFigures, {
    summary:
      'Three sizes graded from the base size M, one colourway, one thread: metres and packages to buy, and their cost',
    params: { id: styleId },
    response: {
      json: {
        threadLengthUnit: 'm',
        currencyUnit: 'USD',
        runMode: 'concurrent',
        garments: 1200,
        productionLines: 2,
        allowancePercent: 10,
        sizes: [
          { name: 'S', gradePercent: -4, isBase: false, garments: 300, threadPerGarment: 161.66 },
          { name: 'M', gradePercent: 0, isBase: true, garments: 600, threadPerGarment: 168.4 },
          { name: 'L', gradePercent: 4, isBase: false, garments: 300, threadPerGarment: 175.14 },
        ],
        colourways: [
          {
            name: 'Indigo',
            code: 'IND',
            garments: 1200,
            threadPerGarmentOfBase: 168.4,
            requirement: 222288,
            packages: 45,
            cost: 191.25,
            shadesToBeDecided: 0,
          },
        ],
        threads: [
          {
            brand: 'Northstar',
            article: 'NSC120-5K',
            ticketTex: 120,
            shade: '4120',
            shadeToBeDecided: false,
            packageLength: 5000,
            unit: 'm',
            threadPerGarment: 168.4,
            requirement: 222288,
            packagesByLength: 45,
            packagesBySetUp: 4,
            quantity: 45,
            unusedThread: 2712,
            price: 4.25,
            cost: 191.25,
            missingPrice: null,
            colourways: [{ index: 0, requirement: 222288, packagesBySetUp: 4 }],
          },
        ],
        totals: {
          requirement: 222288,
          packages: 45,
          unusedThread: 2712,
          cost: 191.25,
          pricedCost: 191.25,
          averageThreadCost: 0.16,
        },
        hasShadesToBeDecided: false,
      },
    },
  }),
  exampleOf(createPurchasePlan, {
    summary:
      'A plan of one style at twice its own order, run one style after another; null follows the style’s own lines and colourways',
    body: {
      name: 'Spring 2027 denim',
      note: 'Confirm shades with the buyer',
      needBy: '2027-01-15',
      runMode: 'sequential',
      approvedOnly: false,
      styles: [{ styleId, orderQuantity: 2400, productionLines: null, colourwayIds: null }],
    },
    response: {
      json: {
        id: planId,
        name: 'Spring 2027 denim',
        note: 'Confirm shades with the buyer',
        needBy: '2027-01-15',
        runMode: 'sequential',
        approvedOnly: false,
        creatorId: '0f8c2a64-93d1-4c7b-8a25-61e0b7d94c13',
        createdBy: 'planner',
        creationTime: '2026-11-21T08:02:40.000Z',
        lastModificationTime: null,
        lastModifiedBy: null,
        concurrencyStamp: 'c41e9b20-7d58-4f06-b3a9-8e2f5d1c6a77',
        styles: [
          {
            styleId,
            name: 'Five-pocket jeans 501',
            garments: 1200,
            numberOfProductionLines: 2,
            orderQuantity: 2400,
            productionLines: null,
            colourwayIds: null,
            stage: 'estimate',
            version: 1,
          },
        ],
      },
    },
  }),
  exampleOf(getPurchasePlanPurchaseList, {
    summary: 'The Northstar threads of the plan, as a workbook to send to the supplier',
    params: { id: planId, brandId },
    response: {
      file: {
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: 'Spring 2027 denim_Northstar.xlsx',
      },
    },
  }),
];
