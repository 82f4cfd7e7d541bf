import {
  chooseSampleThreads,
  getStitchType,
  sampleJeansOperations,
  sampleJeansStyle,
  sampleStyleNames,
  styleInputSchema,
  type SampleThread,
} from '@spool/domain';
import { operationWriteSchema, type Language } from '@spool/contracts';
import type { Translator } from '../../platform/i18n.js';
import type { OperationsService } from './operations.service.js';
import type { SampleStyleRepository } from './sample-style.repository.js';
import type { StyleRow, StylesService } from './styles.service.js';

/** Names tried before giving up (a tenant would have to keep hundreds of samples). */
const maxNameTries = 500;

const noThread = { brandId: null, ticketTexId: null, packageSizeId: null, shade: null };

/**
 * The first start's sample style: the domain's five-pocket jeans, named and
 * described in the caller's language under a name no style of the tenant has, saved through
 * the styles and operations services (their rules and bookkeeping apply) in the request's one
 * transaction. Its lines run the tenant's own threads; an operation whose lines the range cannot
 * all thread is saved without thread (incomplete), and one whose stitch type the tenant's list
 * no longer holds is left out.
 */
export function createSampleStyleService({
  styles,
  operations,
  lists,
  translator,
}: {
  styles: StylesService;
  operations: OperationsService;
  lists: SampleStyleRepository;
  translator: Translator;
}) {
  const freeName = async (name: string): Promise<string> => {
    let tries = 0;
    for (const candidate of sampleStyleNames(name)) {
      if (!(await styles.isDuplicateName(candidate))) return candidate;
      tries += 1;
      if (tries >= maxNameTries) break;
    }
    throw new Error('no free name for the sample style');
  };

  return {
    async addSampleStyle(language: Language, actor: string | null): Promise<StyleRow> {
      const text = (key: string) => translator.text(language, `sampleStyle.${key}`);
      // Built here, not sent: checked and normalised as a request's body would be.
      const style = await styles.createStyle(
        styleInputSchema.parse({
          ...sampleJeansStyle,
          name: await freeName(text('name')),
          color: text('color'),
          description: text('description'),
          customer: { name: text('customer') },
          productCategory: { name: text('productCategory') },
          productType: { name: text('productType') },
        }),
        actor,
      );

      const threads = chooseSampleThreads(await lists.findThreadRange(), await lists.findShades());
      const stitchCodes = await lists.findStitchCodes([
        ...new Set(sampleJeansOperations.map((operation) => operation.stitchTypeCode)),
      ]);
      let group = 0;
      for (const operation of sampleJeansOperations) {
        if (!stitchCodes.has(operation.stitchTypeCode)) continue;
        group += 1;
        const chosen = operation.lines.map((role) => threads[role]);
        const threaded = chosen.every((thread): thread is SampleThread => thread !== null);
        const components = getStitchType(operation.stitchTypeCode).components;
        const write = operationWriteSchema.parse({
          styleId: style.id,
          group,
          isOnTeam: false,
          description: text(`operations.${operation.key}`),
          stitchTypeCode: operation.stitchTypeCode,
          seamLength: operation.seamLengthCm,
          rate: operation.ratePer3Cm,
          bight: operation.bightMm,
          seamThikness: operation.seamThicknessMm,
          quantity: operation.rows,
          machines: operation.machines,
          seamLengthUnit: 0,
          styleOperations: components.map((component, index) => ({
            needleName: component.name,
            ...((threaded ? chosen[index] : undefined) ?? noThread),
          })),
        });
        await operations.saveOperation(write, actor);
      }
      return styles.getStyle(style.id);
    },
  };
}

export type SampleStyleService = ReturnType<typeof createSampleStyleService>;
