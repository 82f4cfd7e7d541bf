import {
  DomainError,
  getStitchType,
  groupMismatches,
  lengthUnitFromCode,
  operationFormToStored,
  validateOperationForm,
  type GroupMember,
  type OperationFormLine,
  type StitchType,
} from '@spool/domain';
import { toOperationFormInput } from '@spool/contracts';
import {
  memberOf,
  operationColumnsOf,
  sameName,
  validationError,
  type OperationWriteInput,
} from './operation-values.js';
import type {
  OperationLineRow,
  OperationLineValues,
  OperationRow,
  OperationsRepository,
} from './operations.repository.js';

/**
 * The checks of an operation written by the dialog or by multi-edit, against the tenant's data:
 * its needle names, its thread chain and the same-group rule, then its stored form.
 */
export function createOperationWriteChecks(operations: OperationsRepository) {
  /**
   * The lines' needle names as the tenant names them: each sent name must be the tenant's
   * name of that line, the catalogue's, or (when editing) the name the line had. The stitch
   * code must be in the tenant's stitch type list.
   */
  const canonicalNeedleNames = async (
    stitch: StitchType,
    lines: readonly OperationFormLine[],
    previousNames: readonly string[] = [],
  ): Promise<OperationFormLine[]> => {
    const tenantStitch = await operations.findStitchType(stitch.code);
    if (!tenantStitch) {
      throw new DomainError('Spool.Catalogue:StitchTypeNotInList', { code: stitch.code });
    }
    const tenantLines = tenantStitch.lines;
    return lines.map((line, index) => {
      const tenantName = tenantLines[index]?.name;
      const catalogueName = stitch.components[index]?.name;
      const accepted = [tenantName, catalogueName, previousNames[index]].filter(
        (name): name is string => name !== undefined,
      );
      if (!accepted.some((name) => sameName(name, line.needleName))) {
        throw new DomainError('Spool.Operations:NeedleNameMismatch', {
          code: stitch.code,
          position: index + 1,
        });
      }
      return { ...line, needleName: tenantName ?? catalogueName ?? line.needleName };
    });
  };

  /** Brand, ticket/tex and package size of each line exist and belong together (section 5). */
  const checkThreadChain = async (lines: readonly OperationFormLine[]) => {
    const ids = (key: 'brandId' | 'ticketTexId' | 'packageSizeId') =>
      lines.map((line) => line[key]).filter((id): id is number => id !== null);
    const knownBrands = await operations.findBrandIds(ids('brandId'));
    const brandOfTicketTex = await operations.findTicketTexBrands(ids('ticketTexId'));
    const ticketTexOfSize = await operations.findPackageSizeTicketTexes(ids('packageSizeId'));
    lines.forEach((line, index) => {
      const fromList =
        (line.brandId === null || knownBrands.has(line.brandId)) &&
        (line.ticketTexId === null || brandOfTicketTex.get(line.ticketTexId) === line.brandId) &&
        (line.packageSizeId === null ||
          ticketTexOfSize.get(line.packageSizeId) === line.ticketTexId);
      if (!fromList) {
        throw new DomainError('Spool.Operations:SelectFromList', { position: index + 1 });
      }
    });
  };

  const checkGroup = (member: GroupMember, others: readonly GroupMember[]) => {
    const fields = groupMismatches(member, others);
    if (fields.length > 0) {
      throw new DomainError('Spool.Operations:GroupDataMismatch', { fields: fields.join(', ') });
    }
  };

  /** The checked, stored form of an operation the dialog sends (new, or replacing `existing`). */
  const prepareWrite = async (
    body: OperationWriteInput,
    existing?: { row: OperationRow; lines: readonly OperationLineRow[] },
  ) => {
    const result = validateOperationForm(toOperationFormInput(body));
    if (!result.success) throw validationError(result.issues);
    const stitch = getStitchType(result.data.stitchTypeCode);
    const lines = await canonicalNeedleNames(
      stitch,
      result.data.lines,
      existing?.lines.map((line) => line.needleName),
    );
    await checkThreadChain(lines);
    const stored = {
      ...operationFormToStored(result.data, lengthUnitFromCode(body.seamLengthUnit)),
      lines,
    };
    const others = await operations.findOperationsOfStyle(body.styleId);
    checkGroup(
      {
        id: existing?.row.id,
        group: stored.group,
        description: stored.description,
        isOnTeam: stored.isOnTeam,
        stitchTypeCode: stored.stitchTypeCode,
        seamLengthCm: stored.seamLengthCm,
      },
      others.map(memberOf),
    );
    return { columns: operationColumnsOf(stored, stitch), lines: lines.map(toLineValues) };
  };

  const toLineValues = (line: OperationFormLine): OperationLineValues => ({
    needleName: line.needleName,
    brandId: line.brandId,
    ticketTexId: line.ticketTexId,
    packageSizeId: line.packageSizeId,
    shade: line.shade,
  });

  return { canonicalNeedleNames, checkThreadChain, checkGroup, prepareWrite, toLineValues };
}
