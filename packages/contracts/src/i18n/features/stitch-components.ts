import {
  catalogueComponentNameKey,
  catalogueComponentNames,
  type CatalogueComponentNameKey,
} from '@spool/domain';
import { defineTexts } from '../define-texts.js';

/**
 * The catalogue's default names of component lines (the domain's `catalogueComponentNames`)
 * in the nine interface languages. A name a tenant typed is never translated.
 */
export const stitchComponentsTexts = defineTexts({
  en: {
    translation: {
      // The catalogue's own spelling (the domain's `catalogueComponentNames`).
      stitchComponents: catalogueComponentNames,
    },
    errors: {},
  },
  es: {
    translation: {
      stitchComponents: {
        needleThread: 'Hilo de aguja',
        needleThreads: 'Hilos de aguja',
        needleThreadOrThreads: 'Hilo(s) de aguja',
        curvedNeedleThread: 'Hilo de aguja (aguja curva)',
        chainAndOveredgeNeedleThreads: 'Hilos de aguja (1 cadeneta + 1 sobrehilado)',
        thread: 'Hilo',
        bobbinThread: 'Hilo de bobina',
        looperThread: 'Hilo de áncora',
        looperThreads: 'Hilos de áncora',
        looperThreadOrThreads: 'Hilo(s) de áncora',
        upperLooperThread: 'Hilo de áncora superior',
        lowerLooperThread: 'Hilo de áncora inferior',
        chainstitchLooperThread: 'Hilo de áncora de cadeneta',
        overedgeUpperLooperThread: 'Hilo de áncora superior del sobrehilado',
        overedgeLowerLooperThread: 'Hilo de áncora inferior del sobrehilado',
        topCoverThread: 'Hilo de recubrimiento superior',
      },
    },
    errors: {},
  },
  id: {
    translation: {
      stitchComponents: {
        needleThread: 'Benang jarum',
        needleThreads: 'Benang-benang jarum',
        needleThreadOrThreads: 'Benang jarum (satu atau lebih)',
        curvedNeedleThread: 'Benang jarum (jarum lengkung)',
        chainAndOveredgeNeedleThreads: 'Benang-benang jarum (1 rantai + 1 obras)',
        thread: 'Benang',
        bobbinThread: 'Benang sekoci',
        looperThread: 'Benang looper',
        looperThreads: 'Benang-benang looper',
        looperThreadOrThreads: 'Benang looper (satu atau lebih)',
        upperLooperThread: 'Benang looper atas',
        lowerLooperThread: 'Benang looper bawah',
        chainstitchLooperThread: 'Benang looper rantai',
        overedgeUpperLooperThread: 'Benang looper atas obras',
        overedgeLowerLooperThread: 'Benang looper bawah obras',
        topCoverThread: 'Benang penutup atas',
      },
    },
    errors: {},
  },
  pt: {
    translation: {
      stitchComponents: {
        needleThread: 'Linha da agulha',
        needleThreads: 'Linhas da agulha',
        needleThreadOrThreads: 'Linha(s) da agulha',
        curvedNeedleThread: 'Linha da agulha (agulha curva)',
        chainAndOveredgeNeedleThreads: 'Linhas da agulha (1 corrente + 1 overloque)',
        thread: 'Linha',
        bobbinThread: 'Linha da bobina',
        looperThread: 'Linha do laçador',
        looperThreads: 'Linhas do laçador',
        looperThreadOrThreads: 'Linha(s) do laçador',
        upperLooperThread: 'Linha do laçador superior',
        lowerLooperThread: 'Linha do laçador inferior',
        chainstitchLooperThread: 'Linha do laçador de corrente',
        overedgeUpperLooperThread: 'Linha do laçador superior do overloque',
        overedgeLowerLooperThread: 'Linha do laçador inferior do overloque',
        topCoverThread: 'Linha de cobertura superior',
      },
    },
    errors: {},
  },
  vi: {
    translation: {
      stitchComponents: {
        needleThread: 'Chỉ kim',
        needleThreads: 'Các chỉ kim',
        needleThreadOrThreads: 'Chỉ kim (một hoặc nhiều)',
        curvedNeedleThread: 'Chỉ kim (kim cong)',
        chainAndOveredgeNeedleThreads: 'Các chỉ kim (1 móc xích + 1 vắt sổ)',
        thread: 'Chỉ',
        bobbinThread: 'Chỉ suốt',
        looperThread: 'Chỉ móc',
        looperThreads: 'Các chỉ móc',
        looperThreadOrThreads: 'Chỉ móc (một hoặc nhiều)',
        upperLooperThread: 'Chỉ móc trên',
        lowerLooperThread: 'Chỉ móc dưới',
        chainstitchLooperThread: 'Chỉ móc xích',
        overedgeUpperLooperThread: 'Chỉ móc trên vắt sổ',
        overedgeLowerLooperThread: 'Chỉ móc dưới vắt sổ',
        topCoverThread: 'Chỉ phủ mặt trên',
      },
    },
    errors: {},
  },
  zh: {
    translation: {
      stitchComponents: {
        needleThread: '针线',
        needleThreads: '针线（多根）',
        needleThreadOrThreads: '针线（一根或多根）',
        curvedNeedleThread: '针线（弧形针）',
        chainAndOveredgeNeedleThreads: '针线（1 根链式 + 1 根包缝）',
        thread: '线',
        bobbinThread: '底线',
        looperThread: '弯针线',
        looperThreads: '弯针线（多根）',
        looperThreadOrThreads: '弯针线（一根或多根）',
        upperLooperThread: '上弯针线',
        lowerLooperThread: '下弯针线',
        chainstitchLooperThread: '链式弯针线',
        overedgeUpperLooperThread: '包缝上弯针线',
        overedgeLowerLooperThread: '包缝下弯针线',
        topCoverThread: '上饰线',
      },
    },
    errors: {},
  },
  ar: {
    translation: {
      stitchComponents: {
        needleThread: 'خيط الإبرة',
        needleThreads: 'خيوط الإبرة',
        needleThreadOrThreads: 'خيط (خيوط) الإبرة',
        curvedNeedleThread: 'خيط الإبرة (إبرة منحنية)',
        chainAndOveredgeNeedleThreads: 'خيوط الإبرة (1 سلسلة + 1 حبكة)',
        thread: 'خيط',
        bobbinThread: 'خيط البوبينة',
        looperThread: 'خيط اللوبر',
        looperThreads: 'خيوط اللوبر',
        looperThreadOrThreads: 'خيط (خيوط) اللوبر',
        upperLooperThread: 'خيط اللوبر العلوي',
        lowerLooperThread: 'خيط اللوبر السفلي',
        chainstitchLooperThread: 'خيط لوبر السلسلة',
        overedgeUpperLooperThread: 'خيط اللوبر العلوي للحبكة',
        overedgeLowerLooperThread: 'خيط اللوبر السفلي للحبكة',
        topCoverThread: 'خيط التغطية العلوي',
      },
    },
    errors: {},
  },
  tr: {
    translation: {
      stitchComponents: {
        needleThread: 'İğne ipliği',
        needleThreads: 'İğne iplikleri',
        needleThreadOrThreads: 'İğne iplik(ler)i',
        curvedNeedleThread: 'İğne ipliği (eğri iğne)',
        chainAndOveredgeNeedleThreads: 'İğne iplikleri (1 zincir + 1 overlok)',
        thread: 'İplik',
        bobbinThread: 'Masura ipliği',
        looperThread: 'Lüper ipliği',
        looperThreads: 'Lüper iplikleri',
        looperThreadOrThreads: 'Lüper iplik(ler)i',
        upperLooperThread: 'Üst lüper ipliği',
        lowerLooperThread: 'Alt lüper ipliği',
        chainstitchLooperThread: 'Zincir dikiş lüper ipliği',
        overedgeUpperLooperThread: 'Overlok üst lüper ipliği',
        overedgeLowerLooperThread: 'Overlok alt lüper ipliği',
        topCoverThread: 'Üst kapama ipliği',
      },
    },
    errors: {},
  },
  fr: {
    translation: {
      stitchComponents: {
        needleThread: 'Fil d’aiguille',
        needleThreads: 'Fils d’aiguille',
        needleThreadOrThreads: 'Fil(s) d’aiguille',
        curvedNeedleThread: 'Fil d’aiguille (aiguille courbe)',
        chainAndOveredgeNeedleThreads: 'Fils d’aiguille (1 chaînette + 1 surjet)',
        thread: 'Fil',
        bobbinThread: 'Fil de canette',
        looperThread: 'Fil de boucleur',
        looperThreads: 'Fils de boucleur',
        looperThreadOrThreads: 'Fil(s) de boucleur',
        upperLooperThread: 'Fil de boucleur supérieur',
        lowerLooperThread: 'Fil de boucleur inférieur',
        chainstitchLooperThread: 'Fil de boucleur de chaînette',
        overedgeUpperLooperThread: 'Fil de boucleur supérieur du surjet',
        overedgeLowerLooperThread: 'Fil de boucleur inférieur du surjet',
        topCoverThread: 'Fil de recouvrement supérieur',
      },
    },
    errors: {},
  },
});

/**
 * A component line's name as shown in a language: a catalogue default in the language's
 * words, a name the tenant typed as typed.
 *
 * @param name - the line's name as stored
 * @param t - looks a `translation` key up in the language shown
 */
export function componentNameText(
  name: string,
  t: (key: `stitchComponents.${CatalogueComponentNameKey}`) => string,
): string {
  const key = catalogueComponentNameKey(name);
  return key === undefined ? name : t(`stitchComponents.${key}`);
}
