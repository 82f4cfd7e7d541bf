import { defineTexts } from '../define-texts.js';

/** Texts of the tenant administrator's usage panel (system configuration screen), in nine languages. */
export const usageTexts = defineTexts({
  en: {
    translation: {
      usage: {
        title: 'Usage',
        intro: 'Style imports, cost file uploads and report downloads per week, the last 12 weeks.',
        imports: 'Imports',
        reportDownloads: 'Report downloads',
        thisWeek: 'This week: imports {{imports}}, report downloads {{reports}}.',
        readError: 'The usage could not be read.',
        chartLabel: 'Imports and report downloads per week',
      },
    },
    errors: {},
  },
  es: {
    translation: {
      usage: {
        title: 'Uso',
        intro:
          'Importaciones de estilos, cargas del archivo de costos y descargas de informes por semana, las últimas 12 semanas.',
        imports: 'Importaciones',
        reportDownloads: 'Descargas de informes',
        thisWeek: 'Esta semana: importaciones {{imports}}, descargas de informes {{reports}}.',
        readError: 'No se pudo leer el uso.',
        chartLabel: 'Importaciones y descargas de informes por semana',
      },
    },
    errors: {},
  },
  id: {
    translation: {
      usage: {
        title: 'Penggunaan',
        intro:
          'Impor gaya, unggahan berkas biaya, dan unduhan laporan per minggu, 12 minggu terakhir.',
        imports: 'Impor',
        reportDownloads: 'Unduhan laporan',
        thisWeek: 'Minggu ini: impor {{imports}}, unduhan laporan {{reports}}.',
        readError: 'Penggunaan tidak dapat dibaca.',
        chartLabel: 'Impor dan unduhan laporan per minggu',
      },
    },
    errors: {},
  },
  pt: {
    translation: {
      usage: {
        title: 'Uso',
        intro:
          'Importações de estilos, carregamentos do arquivo de custos e downloads de relatórios por semana, nas últimas 12 semanas.',
        imports: 'Importações',
        reportDownloads: 'Downloads de relatórios',
        thisWeek: 'Esta semana: importações {{imports}}, downloads de relatórios {{reports}}.',
        readError: 'Não foi possível ler o uso.',
        chartLabel: 'Importações e downloads de relatórios por semana',
      },
    },
    errors: {},
  },
  vi: {
    translation: {
      usage: {
        title: 'Mức sử dụng',
        intro: 'Số lần nhập mẫu, tải lên tệp chi phí và tải báo cáo mỗi tuần, 12 tuần gần nhất.',
        imports: 'Lần nhập',
        reportDownloads: 'Lần tải báo cáo',
        thisWeek: 'Tuần này: lần nhập {{imports}}, lần tải báo cáo {{reports}}.',
        readError: 'Không đọc được mức sử dụng.',
        chartLabel: 'Số lần nhập và tải báo cáo mỗi tuần',
      },
    },
    errors: {},
  },
  zh: {
    translation: {
      usage: {
        title: '使用情况',
        intro: '最近 12 周每周的款式导入、成本文件上传和报告下载次数。',
        imports: '导入',
        reportDownloads: '报告下载',
        thisWeek: '本周：导入 {{imports}} 次，报告下载 {{reports}} 次。',
        readError: '无法读取使用情况。',
        chartLabel: '每周导入与报告下载',
      },
    },
    errors: {},
  },
  ar: {
    translation: {
      usage: {
        title: 'الاستخدام',
        intro: 'استيراد الموديلات ورفع ملف التكاليف وتنزيل التقارير أسبوعيًا، آخر 12 أسبوعًا.',
        imports: 'عمليات الاستيراد',
        reportDownloads: 'تنزيلات التقارير',
        thisWeek: 'هذا الأسبوع: عمليات الاستيراد {{imports}}، تنزيلات التقارير {{reports}}.',
        readError: 'تعذّرت قراءة الاستخدام.',
        chartLabel: 'الاستيراد وتنزيل التقارير أسبوعيًا',
      },
    },
    errors: {},
  },
  tr: {
    translation: {
      usage: {
        title: 'Kullanım',
        intro:
          'Son 12 haftada haftalık model içe aktarma, maliyet dosyası yükleme ve rapor indirme sayıları.',
        imports: 'İçe aktarmalar',
        reportDownloads: 'Rapor indirmeleri',
        thisWeek: 'Bu hafta: içe aktarma {{imports}}, rapor indirme {{reports}}.',
        readError: 'Kullanım okunamadı.',
        chartLabel: 'Haftalık içe aktarma ve rapor indirme',
      },
    },
    errors: {},
  },
  fr: {
    translation: {
      usage: {
        title: 'Utilisation',
        intro:
          'Imports de modèles, envois du fichier de coûts et téléchargements de rapports par semaine, sur les 12 dernières semaines.',
        imports: 'Imports',
        reportDownloads: 'Téléchargements de rapports',
        thisWeek: 'Cette semaine : imports {{imports}}, téléchargements de rapports {{reports}}.',
        readError: 'L’utilisation n’a pas pu être lue.',
        chartLabel: 'Imports et téléchargements de rapports par semaine',
      },
    },
    errors: {},
  },
});
