import { defineTexts } from '../define-texts.js';

/** Texts of the usage panel (system configuration screen) and of the notifications page, in nine languages. */
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
      notifications: {
        title: 'Notifications',
        intro:
          'What happened in your organisation in the last 30 days: style imports, cost file uploads and changed tension settings.',
        empty: 'Nothing new in the last 30 days.',
        readError: 'The notifications could not be read.',
        someone: 'Someone',
        styleImport: '{{user}} imported a style sheet. Operations saved: {{count, number}}.',
        costFileImport: '{{user}} uploaded a cost file. Articles saved: {{count, number}}.',
        tensionSettingChanged:
          '{{user}} changed the tension setting “{{setting}}” of stitch type code/s {{codes}}.',
        stylesToReprint: 'Styles whose reports must be printed again: {{count, number}}.',
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
      notifications: {
        title: 'Notificaciones',
        intro:
          'Lo que pasó en su organización en los últimos 30 días: importaciones de estilos, cargas del archivo de costos y ajustes de tensión cambiados.',
        empty: 'Nada nuevo en los últimos 30 días.',
        readError: 'No se pudieron leer las notificaciones.',
        someone: 'Alguien',
        styleImport:
          '{{user}} importó una hoja de estilos. Operaciones guardadas: {{count, number}}.',
        costFileImport:
          '{{user}} cargó un archivo de costos. Artículos guardados: {{count, number}}.',
        tensionSettingChanged:
          '{{user}} cambió el ajuste de tensión «{{setting}}» de los códigos de tipo de puntada {{codes}}.',
        stylesToReprint: 'Estilos cuyos informes hay que volver a imprimir: {{count, number}}.',
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
      notifications: {
        title: 'Notifikasi',
        intro:
          'Yang terjadi di organisasi Anda dalam 30 hari terakhir: impor gaya, unggahan berkas biaya, dan pengaturan tegangan yang diubah.',
        empty: 'Tidak ada yang baru dalam 30 hari terakhir.',
        readError: 'Notifikasi tidak dapat dibaca.',
        someone: 'Seseorang',
        styleImport: '{{user}} mengimpor lembar gaya. Operasi tersimpan: {{count, number}}.',
        costFileImport: '{{user}} mengunggah berkas biaya. Artikel tersimpan: {{count, number}}.',
        tensionSettingChanged:
          '{{user}} mengubah pengaturan tegangan “{{setting}}” untuk kode jenis jahitan {{codes}}.',
        stylesToReprint: 'Gaya yang laporannya harus dicetak ulang: {{count, number}}.',
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
      notifications: {
        title: 'Notificações',
        intro:
          'O que aconteceu na sua organização nos últimos 30 dias: importações de estilos, carregamentos do arquivo de custos e configurações de tensão alteradas.',
        empty: 'Nada de novo nos últimos 30 dias.',
        readError: 'Não foi possível ler as notificações.',
        someone: 'Alguém',
        styleImport:
          '{{user}} importou uma planilha de estilos. Operações salvas: {{count, number}}.',
        costFileImport:
          '{{user}} carregou um arquivo de custos. Artigos salvos: {{count, number}}.',
        tensionSettingChanged:
          '{{user}} alterou a configuração de tensão “{{setting}}” dos códigos de tipo de ponto {{codes}}.',
        stylesToReprint: 'Estilos cujos relatórios devem ser impressos de novo: {{count, number}}.',
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
      notifications: {
        title: 'Thông báo',
        intro:
          'Những gì đã diễn ra trong tổ chức của bạn trong 30 ngày qua: nhập mẫu, tải lên tệp chi phí và thay đổi thiết lập sức căng.',
        empty: 'Không có gì mới trong 30 ngày qua.',
        readError: 'Không thể đọc thông báo.',
        someone: 'Một người',
        styleImport: '{{user}} đã nhập một bảng mẫu. Số công đoạn đã lưu: {{count, number}}.',
        costFileImport: '{{user}} đã tải lên tệp chi phí. Số mã hàng đã lưu: {{count, number}}.',
        tensionSettingChanged:
          '{{user}} đã thay đổi thiết lập sức căng “{{setting}}” của mã loại mũi may {{codes}}.',
        stylesToReprint: 'Số mẫu cần in lại báo cáo: {{count, number}}.',
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
      notifications: {
        title: '通知',
        intro: '过去 30 天贵组织发生的事情：款式导入、成本文件上传以及张力设置的更改。',
        empty: '过去 30 天没有新动态。',
        readError: '无法读取通知。',
        someone: '某人',
        styleImport: '{{user}} 导入了款式表。已保存工序：{{count, number}}。',
        costFileImport: '{{user}} 上传了成本文件。已保存物料：{{count, number}}。',
        tensionSettingChanged:
          '{{user}} 更改了张力设置“{{setting}}”中线迹类型代码 {{codes}} 的值。',
        stylesToReprint: '需要重新打印报告的款式：{{count, number}}。',
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
      notifications: {
        title: 'الإشعارات',
        intro:
          'ما حدث في مؤسستك خلال آخر 30 يومًا: استيراد الموديلات، ورفع ملفات التكلفة، وتغيير إعدادات الشد.',
        empty: 'لا جديد خلال آخر 30 يومًا.',
        readError: 'تعذّرت قراءة الإشعارات.',
        someone: 'شخص ما',
        styleImport: 'استورد {{user}} جدول موديلات. العمليات المحفوظة: {{count, number}}.',
        costFileImport: 'رفع {{user}} ملف تكلفة. الأصناف المحفوظة: {{count, number}}.',
        tensionSettingChanged: 'غيّر {{user}} إعداد الشد «{{setting}}» لرموز نوع الغرزة {{codes}}.',
        stylesToReprint: 'موديلات يجب إعادة طباعة تقاريرها: {{count, number}}.',
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
      notifications: {
        title: 'Bildirimler',
        intro:
          'Son 30 günde kuruluşunuzda olanlar: model içe aktarmaları, maliyet dosyası yüklemeleri ve değiştirilen gerginlik ayarları.',
        empty: 'Son 30 günde yeni bir şey yok.',
        readError: 'Bildirimler okunamadı.',
        someone: 'Biri',
        styleImport:
          '{{user}} bir model tablosu içe aktardı. Kaydedilen operasyon: {{count, number}}.',
        costFileImport:
          '{{user}} bir maliyet dosyası yükledi. Kaydedilen artikel: {{count, number}}.',
        tensionSettingChanged:
          '{{user}}, “{{setting}}” gerginlik ayarında {{codes}} dikiş tipi kodlarını değiştirdi.',
        stylesToReprint: 'Raporu yeniden yazdırılması gereken model: {{count, number}}.',
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
      notifications: {
        title: 'Notifications',
        intro:
          'Ce qui s’est passé dans votre organisation ces 30 derniers jours : imports de modèles, envois du fichier de coûts et réglages de tension modifiés.',
        empty: 'Rien de nouveau ces 30 derniers jours.',
        readError: 'Les notifications n’ont pas pu être lues.',
        someone: 'Quelqu’un',
        styleImport:
          '{{user}} a importé une feuille de modèles. Opérations enregistrées : {{count, number}}.',
        costFileImport:
          '{{user}} a envoyé un fichier de coûts. Articles enregistrés : {{count, number}}.',
        tensionSettingChanged:
          '{{user}} a modifié le réglage de tension « {{setting}} » des codes de type de point {{codes}}.',
        stylesToReprint: 'Modèles dont les rapports sont à réimprimer : {{count, number}}.',
      },
    },
    errors: {},
  },
});
