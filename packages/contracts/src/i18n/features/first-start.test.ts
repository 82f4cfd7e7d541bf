import {
  operationDescriptionMaxLength,
  sampleJeansOperations,
  styleDescriptionMaxLength,
  styleNameMaxLength,
} from '@spool/domain';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../languages.js';
import { firstStartTexts } from './first-start.js';

describe('the sample style’s texts', () => {
  it.each(supportedLanguages)(
    'in %s fit the style and operation limits, and name every operation of the sample',
    (language) => {
      const sample = firstStartTexts[language].translation.sampleStyle;
      expect(sample.name.length).toBeLessThanOrEqual(styleNameMaxLength);
      expect(sample.description.length).toBeLessThanOrEqual(styleDescriptionMaxLength);
      expect(Object.keys(sample.operations).sort()).toEqual(
        sampleJeansOperations.map((operation) => operation.key).sort(),
      );
      // Commas would be stored as spaces (section 5), so the texts have none.
      for (const text of [sample.description, ...Object.values(sample.operations)]) {
        expect(text).not.toContain(',');
        expect(text.length).toBeLessThanOrEqual(operationDescriptionMaxLength);
      }
    },
  );
});
