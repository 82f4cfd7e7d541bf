import type { Messages } from './en.js';
import { systemConfigurationTexts } from './features/system-configuration.js';
import { shadesTexts } from './features/shades.js';
import { customSettingsTexts } from './features/custom-settings.js';
import { costFileTexts } from './features/cost-file.js';
import { styleImportTexts } from './features/style-import.js';
import { firstStartTexts } from './features/first-start.js';
import { usageTexts } from './features/usage.js';
import { historyTexts } from './features/history.js';
import { ordersTexts } from './features/orders.js';
import { referenceDataTexts } from './features/reference-data.js';
import { reportsTexts } from './features/reports.js';
import { stylesTexts } from './features/styles.js';
import { styleFiguresTexts } from './features/style-figures.js';
import { stylePictureTexts } from './features/style-picture.js';
import { purchasePlansTexts } from './features/purchase-plans.js';
import { purchasePlanScreensTexts } from './features/purchase-plan-screens.js';
import { purchasePlanOutputsTexts } from './features/purchase-plan-outputs.js';
import { toastsTexts } from './features/toasts.js';
import { operationsTexts } from './features/operations.js';
import { styleDashboardTexts } from './features/style-dashboard.js';
import { styleGridTexts } from './features/style-grid.js';
import { styleStagesTexts } from './features/style-stages.js';
import { styleSamplesTexts } from './features/style-samples.js';
import { styleActualsTexts } from './features/style-actuals.js';
import { styleWindowTexts } from './features/style-window.js';
import { operationDialogTexts } from './features/operation-dialog.js';
import { identityAdminTexts } from './features/identity-admin.js';
import { adminScreensTexts } from './features/admin-screens.js';
import { saasScreensTexts } from './features/saas-screens.js';
import { stitchComponentsTexts } from './features/stitch-components.js';
import { idempotencyTexts } from './features/idempotency.js';

/** The Arabic catalogue (right to left). */
export const ar = {
  translation: {
    app: {
      name: 'Spool',
      tagline: 'حساب استهلاك الخيوط وتكلفتها لمصنّعي الملابس',
    },
    landing: {
      title: 'مرحبًا بك في Spool',
      intro:
        'حدِّد موديلاتك وعمليات الخياطة الخاصة بها، وسيخبرك Spool بكمية الخيط التي تحتاجها كل قطعة، وعدد البكرات التي يجب شراؤها وتكلفتها.',
      stepStyles: 'الموديلات والعمليات',
      stepStylesText: 'صِف كل قطعة ملابس والدرزات التي تتكوّن منها.',
      stepThread: 'الخيط لكل قطعة',
      stepThreadText: 'الاستهلاك حسب العملية والعلامة التجارية ورقم التيكت (Tkt) ودرجة اللون.',
      stepCost: 'البكرات والتكلفة',
      stepCostText: 'البكرات المطلوب شراؤها والتكلفة لكل طلبية ولكل قطعة.',
      copyright: '© {{year}} Spool',
      signInSso: 'تسجيل الدخول الموحّد',
      logIn: 'تسجيل الدخول',
      continueAs: 'المتابعة باسم {{name}}',
      publishedOn: 'نُشر في {{date}}',
      privacy: 'سياسة الخصوصية وملفات تعريف الارتباط',
      language: 'اللغة',
      signInUnavailable:
        'تعذّر بدء تسجيل الدخول: لم تستجب خدمة تسجيل الدخول على {{address}}. تحقّق من أن هذا الحاسوب يصل إليها ثم أعد المحاولة؛ وإن استمر الفشل فأبلغ من يدير Spool.',
      otherAddress:
        'هذه الصفحة مفتوحة على {{here}}، لكن Spool يسجّل دخول الأشخاص على {{publicAddress}} فقط.',
      otherAddressSetPublicUrl:
        'هذا العنوان يعمل فقط على الحاسوب الذي يعمل عليه Spool. لكي يتمكن هذا الحاسوب من تسجيل الدخول، يضبط من يدير Spool القيمة SPOOL_PUBLIC_URL={{here}} ثم يعيد تشغيل Spool؛ وبعدها يفتح الجميع {{here}}.',
      otherAddressOpen: 'افتح Spool على {{publicAddress}}',
    },
    privacy: {
      title: 'سياسة الخصوصية وملفات تعريف الارتباط',
      text: 'لا يحتفظ Spool إلا بما يحتاجه لتسجيل دخولك وأداء عمله. يضع مزوّد تسجيل الدخول ملف تعريف ارتباط للجلسة؛ ويحتفظ هذا المتصفح برموز تسجيل الدخول الخاصة بك حتى تسجّل الخروج. تبقى موديلاتك وإعداداتك في مساحة مؤسستك ولا تُشارَك أبدًا مع أي مؤسسة أخرى.',
    },
    session: {
      loading: 'جارٍ تحميل إعدادات التطبيق',
      loggingOut: 'جارٍ تسجيل الخروج',
      error: 'خطأ',
      configurationUnavailable: 'إعدادات التطبيق غير متاحة',
      retry: 'أعد المحاولة',
    },
    callback: {
      completing: 'جارٍ إكمال تسجيل الدخول…',
      identity: 'جارٍ تحميل الهوية…',
      configuration: 'جارٍ جلب إعدادات التطبيق…',
      redirecting: 'جارٍ التوجيه إلى لوحة التحكم…',
    },
    shell: {
      openMenu: 'فتح القائمة',
      closeMenu: 'إغلاق القائمة',
      system: 'النظام',
      users: 'المستخدمون',
      roles: 'الأدوار',
      saas: 'SaaS',
      hostFeatures: 'ميزات المضيف',
      tenants: 'المستأجرون',
      debug: 'تصحيح الأخطاء',
      authInfo: 'معلومات المصادقة',
      dashboard: 'لوحة التحكم',
      purchasePlans: 'خطط الشراء',
      account: 'الحساب',
      signOut: 'تسجيل الخروج',
      host: 'المضيف',
      switchTenant: 'التبديل إلى',
      profile: 'الملف الشخصي',
      help: 'المساعدة',
      support: 'الدعم',
      suggestions: 'الاقتراحات',
      systemConfiguration: 'إعدادات النظام',
    },
    guard: {
      insufficientPermissions: 'صلاحيات غير كافية',
      featureDisabled: 'الميزة معطّلة',
      tenantOnly: 'إعدادات النظام خاصة بكل مستأجر: سجّل الدخول إلى مستأجر لتغييرها.',
    },
    dashboard: {
      title: 'لوحة التحكم',
      welcome: 'مرحبًا، {{name}}',
      insufficientAccess: 'مستوى الوصول غير كافٍ.',
    },
    admin: {
      usersTitle: 'مستخدمو النظام',
      rolesTitle: 'أدوار النظام',
    },
    authInfo: {
      title: 'معلومات المصادقة',
      user: 'المستخدم المسجّل دخوله',
      accessToken: 'رمز الوصول',
      expiresAt: 'انتهاء صلاحية الرمز',
      error: 'خطأ في تسجيل الدخول',
      none: 'لا يوجد',
    },
    errorPages: {
      unauthorizedTitle: '401 غير مصرّح',
      unauthorizedText: 'تم رفض الوصول إلى هذا المورد.',
      internalTitle: '500',
      internalText: 'خطأ داخلي في الخادم',
      authenticationTitle: 'خطأ في المصادقة',
      authenticationText: 'حدث خطأ غير متوقع',
      sessionExpiredTitle: 'انتهت الجلسة',
      sessionExpiredText: 'انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.',
      home: 'العودة إلى الصفحة الرئيسية',
      signInAgain: 'تسجيل الدخول مرة أخرى',
    },
    health: {
      checking: 'جارٍ التحقق من الخادم…',
      ok: 'الخادم جاهز · {{database}} · الإصدار {{version}}',
      unavailable: 'لا يستطيع الخادم الوصول إلى قاعدة بياناته.',
      unreachable: 'يتعذّر الوصول إلى الخادم.',
      database: {
        pglite: 'قاعدة بيانات مدمجة',
        postgresql: 'خادم PostgreSQL',
      },
    },
    notFound: {
      title: 'الصفحة غير موجودة',
      text: 'لم يُعثر على عنوان URL المطلوب على هذا الخادم.',
    },
    signIn: {
      title: 'تسجيل الدخول إلى Spool',
      login: 'اسم المستخدم أو البريد الإلكتروني',
      password: 'كلمة المرور',
      submit: 'تسجيل الدخول',
      cancel: 'إلغاء',
      invalid: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
      invalidPolicy: 'بعد 5 كلمات مرور خاطئة متتالية يُقفل الحساب لمدة 5 دقائق.',
      throttled: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد {{time}}.',
      organisation: 'المؤسسة',
      organisationHint:
        'اختياري. اتركه فارغًا لتسجيل الدخول إلى إدارة المضيف، أو إذا كان اسم المستخدم خاصًا بك وحدك؛ وإذا كان اسم المستخدم موجودًا في عدة مؤسسات فأدخل اسم مؤسستك.',
      signingOut: 'جارٍ تسجيل الخروج…',
      signOut: 'تسجيل الخروج',
      signedOut: 'لقد سجّلت الخروج.',
      backToSpool: 'العودة إلى Spool',
      errorTitle: 'خطأ في تسجيل الدخول',
      errorText: 'حدث خطأ أثناء تسجيل الدخول. يُرجى البدء من جديد من Spool.',
    },
    validation: {
      required: 'هذا الحقل مطلوب.',
      maxLength: '{{max}} حرفًا على الأكثر.',
      invalid: 'هذه القيمة غير صالحة.',
      min: '{{min}} على الأقل.',
      max: '{{max}} على الأكثر.',
      positive: 'يجب أن تكون القيمة أكبر من 0.',
      wholeNumber: 'يجب أن تكون القيمة عددًا صحيحًا.',
      maxTwoDecimals: 'منزلتان عشريتان على الأكثر.',
      unknownStitchType: 'نوع الغرزة هذا غير صالح.',
      tooManyComponentLines: '4 أسطر مكوّنات على الأكثر.',
      componentLinesMismatch: 'أسطر المكوّنات لا تتوافق مع نوع الغرزة.',
      unknownFeature: 'هذه الميزة غير موجودة.',
      invalidFeatureValue: 'هذه القيمة غير صالحة لهذه الميزة.',
      invalidCharacters: 'يحتوي هذا النص على أحرف غير مسموح بها.',
    },
    profile: {
      title: 'الملف الشخصي',
      userName: 'اسم المستخدم',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      tenant: 'مساحة المؤسسة',
      roles: 'الأدوار',
      accountType: 'نوع الحساب',
      tenantAdministrator: 'مسؤول المستأجر',
      none: '—',
    },
    ...systemConfigurationTexts.ar.translation,
    ...shadesTexts.ar.translation,
    ...customSettingsTexts.ar.translation,
    ...costFileTexts.ar.translation,
    ...styleImportTexts.ar.translation,
    ...firstStartTexts.ar.translation,
    ...usageTexts.ar.translation,
    ...historyTexts.ar.translation,
    ...ordersTexts.ar.translation,
    ...referenceDataTexts.ar.translation,
    ...reportsTexts.ar.translation,
    ...stylesTexts.ar.translation,
    ...stylePictureTexts.ar.translation,
    ...purchasePlansTexts.ar.translation,
    ...purchasePlanScreensTexts.ar.translation,
    ...purchasePlanOutputsTexts.ar.translation,
    ...toastsTexts.ar.translation,
    ...styleFiguresTexts.ar.translation,
    ...operationsTexts.ar.translation,
    ...styleDashboardTexts.ar.translation,
    ...styleGridTexts.ar.translation,
    ...styleWindowTexts.ar.translation,
    ...styleStagesTexts.ar.translation,
    ...styleSamplesTexts.ar.translation,
    ...styleActualsTexts.ar.translation,
    ...operationDialogTexts.ar.translation,
    ...identityAdminTexts.ar.translation,
    ...adminScreensTexts.ar.translation,
    ...saasScreensTexts.ar.translation,
    ...stitchComponentsTexts.ar.translation,
    ...idempotencyTexts.ar.translation,
  },
  errors: {
    'Spool:ValidationError': 'بعض البيانات المرسلة غير صالحة.',
    'Spool:NotFound': 'ما طلبته غير موجود.',
    'Spool:Unauthorized': 'يُرجى تسجيل الدخول للمتابعة.',
    'Spool:Forbidden': 'ليست لديك صلاحية للقيام بذلك.',
    'Spool:Conflict': 'قام شخص آخر بتعديل هذا في هذه الأثناء. أعد التحميل وحاول مرة أخرى.',
    'Spool:Duplicate': 'حفظ شخص ما القيمة نفسها للتو: إنها مستخدمة. اختر قيمة أخرى.',
    'Spool:PayloadTooLarge': 'ما أرسلته كبير جدًا.',
    'Spool:ServiceUnavailable': 'الخدمة غير متاحة حاليًا. حاول مرة أخرى بعد قليل.',
    'Spool:InternalError': 'حدث خطأ غير متوقع. المرجع: {{requestId}}',
    'Spool:RouteNotFound': 'لا توجد واجهة API على {{method}} {{path}}.',
    'Spool.Catalogue:CustomerNotFound': 'العميل {{id}} غير موجود.',
    'Spool.Catalogue:DuplicateCustomerName': 'يوجد عميل باسم «{{name}}» بالفعل.',
    'Spool.Catalogue:ThreadReferenceNotFound': 'خيط تم اختياره في إحدى العمليات لم يعد موجودًا.',
    'Spool.Consumption:StitchTypeNotFound': 'نوع الغرزة {{code}} غير موجود.',
    'Spool.Reports:IncompleteOperationData': 'بيانات العملية غير مكتملة. يتعذّر تنزيل التقرير.',
    'Spool.Tenancy:TenantNotFound': 'المستأجر {{id}} غير موجود.',
    'Spool.Tenancy:DuplicateTenantName': 'يوجد مستأجر باسم «{{name}}» بالفعل.',
    'Spool.Tenancy:ConnectionStringInvalid':
      'يجب أن تكون سلسلة الاتصال عنوان PostgreSQL: postgres://user:password@host:port/database.',
    'Spool.Tenancy:DatabaseNameMissing':
      'لا تحدد سلسلة الاتصال أي قاعدة بيانات: أدخل اسم قاعدة البيانات.',
    'Spool.Tenancy:DatabaseNameMismatch':
      'تحدد سلسلة الاتصال قاعدة البيانات "{{inConnectionString}}" وليس "{{databaseName}}".',
    'Spool.Tenancy:DatabaseUnreachable': 'تعذّر استخدام قاعدة البيانات {{database}}: {{reason}}',
    'Spool.Tenancy:TenantHasStyles':
      'لدى المستأجر {{count}} من الموديلات في قاعدة بياناته الحالية. لا ينقل Spool البيانات بين قواعد البيانات، لذا لا يمكن تغيير قاعدة بيانات المستأجر.',
    'Spool.Tenancy:OrganisationNotFound': 'المؤسسة {{id}} غير موجودة.',
    ...systemConfigurationTexts.ar.errors,
    ...shadesTexts.ar.errors,
    ...customSettingsTexts.ar.errors,
    ...costFileTexts.ar.errors,
    ...styleImportTexts.ar.errors,
    ...firstStartTexts.ar.errors,
    ...usageTexts.ar.errors,
    ...historyTexts.ar.errors,
    ...ordersTexts.ar.errors,
    ...referenceDataTexts.ar.errors,
    ...reportsTexts.ar.errors,
    ...stylesTexts.ar.errors,
    ...styleSamplesTexts.ar.errors,
    ...stylePictureTexts.ar.errors,
    ...purchasePlansTexts.ar.errors,
    ...purchasePlanScreensTexts.ar.errors,
    ...purchasePlanOutputsTexts.ar.errors,
    ...operationsTexts.ar.errors,
    ...styleDashboardTexts.ar.errors,
    ...styleGridTexts.ar.errors,
    ...styleWindowTexts.ar.errors,
    ...styleActualsTexts.ar.errors,
    ...operationDialogTexts.ar.errors,
    ...identityAdminTexts.ar.errors,
    ...adminScreensTexts.ar.errors,
    ...saasScreensTexts.ar.errors,
    ...stitchComponentsTexts.ar.errors,
    ...idempotencyTexts.ar.errors,
  },
} as const satisfies Messages;
