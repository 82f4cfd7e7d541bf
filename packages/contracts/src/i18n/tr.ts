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

/** The Turkish catalogue. */
export const tr = {
  translation: {
    app: {
      name: 'Spool',
      tagline: 'Hazır giyim üreticileri için iplik tüketimi ve maliyeti',
    },
    landing: {
      title: 'Spool’a hoş geldiniz',
      intro:
        'Modellerinizi ve dikiş operasyonlarını tanımlayın; Spool her ürün için ne kadar iplik gerektiğini, kaç bobin almanız gerektiğini ve bunların maliyetini size söylesin.',
      stepStyles: 'Modeller ve operasyonlar',
      stepStylesText: 'Her ürünü ve onu oluşturan dikişleri tanımlayın.',
      stepThread: 'Ürün başına iplik',
      stepThreadText: 'Operasyon, marka, Tkt numarası ve renk bazında tüketim.',
      stepCost: 'Bobinler ve maliyet',
      stepCostText: 'Alınacak bobinler ile sipariş ve ürün başına maliyet.',
      copyright: '© {{year}} Spool',
      signInSso: 'Çoklu oturum açma (SSO) ile giriş yapın',
      logIn: 'Giriş yap',
      continueAs: '{{name}} olarak devam et',
      publishedOn: 'Yayın tarihi: {{date}}',
      privacy: 'Gizlilik ve çerez politikası',
      language: 'Dil',
      signInUnavailable:
        'Oturum açma başlatılamadı: {{address}} adresindeki oturum açma hizmeti yanıt vermedi. Bu bilgisayarın ona erişebildiğini denetleyip yeniden deneyin; sorun sürerse Spool’u yöneten kişiye bildirin.',
      otherAddress:
        'Bu sayfa {{here}} adresinde açık, ancak Spool yalnızca {{publicAddress}} adresinde oturum açar.',
      otherAddressSetPublicUrl:
        'Bu adres yalnızca Spool’un çalıştığı bilgisayarda çalışır. Bu bilgisayarın oturum açabilmesi için Spool’u yöneten kişi SPOOL_PUBLIC_URL={{here}} değerini ayarlar ve Spool’u yeniden başlatır; ardından herkes {{here}} adresini açar.',
      otherAddressOpen: 'Spool’u {{publicAddress}} adresinde aç',
    },
    privacy: {
      title: 'Gizlilik ve çerez politikası',
      text: 'Spool yalnızca oturumunuzu açmak ve işini yapmak için gerekenleri saklar. Oturum açma sağlayıcısı bir oturum çerezi yerleştirir; bu tarayıcı, siz oturumu kapatana kadar oturum belirteçlerinizi saklar. Modelleriniz ve ayarlarınız kuruluşunuzun alanında kalır ve hiçbir zaman başka bir kuruluşla paylaşılmaz.',
    },
    session: {
      loading: 'Uygulama yapılandırması yükleniyor',
      loggingOut: 'Oturum kapatılıyor',
      error: 'Hata',
      configurationUnavailable: 'Uygulama yapılandırması kullanılamıyor',
      retry: 'Tekrar dene',
    },
    callback: {
      completing: 'Oturum açma tamamlanıyor…',
      identity: 'Kimlik yükleniyor…',
      configuration: 'Uygulama yapılandırması alınıyor…',
      redirecting: 'Gösterge paneline yönlendiriliyor…',
    },
    shell: {
      openMenu: 'Menüyü aç',
      closeMenu: 'Menüyü kapat',
      system: 'Sistem',
      users: 'Kullanıcılar',
      roles: 'Roller',
      saas: 'SaaS',
      hostFeatures: 'Host özellikleri',
      tenants: 'Kiracılar',
      debug: 'Hata ayıklama',
      authInfo: 'Kimlik doğrulama bilgileri',
      dashboard: 'Gösterge paneli',
      purchasePlans: 'Satın alma planları',
      account: 'Hesap',
      signOut: 'Oturumu kapat',
      host: 'Host',
      switchTenant: 'Geçiş yap',
      profile: 'Profil',
      help: 'Yardım',
      support: 'Destek',
      suggestions: 'Öneriler',
      systemConfiguration: 'Sistem Yapılandırması',
    },
    guard: {
      insufficientPermissions: 'Yetersiz izinler',
      featureDisabled: 'Özellik devre dışı',
      tenantOnly:
        'Sistem yapılandırması bir kiracıya aittir: değiştirmek için bir kiracıda oturum açın.',
    },
    dashboard: {
      title: 'Gösterge paneli',
      welcome: 'Hoş geldiniz, {{name}}',
      insufficientAccess: 'Erişim düzeyi yetersiz.',
    },
    admin: {
      usersTitle: 'Sistem kullanıcıları',
      rolesTitle: 'Sistem rolleri',
    },
    authInfo: {
      title: 'Kimlik doğrulama bilgileri',
      user: 'Oturum açmış kullanıcı',
      accessToken: 'Erişim belirteci',
      expiresAt: 'Belirtecin geçerlilik sonu',
      error: 'Oturum açma hatası',
      none: 'Yok',
    },
    errorPages: {
      unauthorizedTitle: '401 Yetkisiz',
      unauthorizedText: 'Bu kaynağa erişim reddedildi.',
      internalTitle: '500',
      internalText: 'Sunucu iç hatası',
      authenticationTitle: 'Kimlik doğrulama hatası',
      authenticationText: 'Beklenmeyen bir hata oluştu',
      sessionExpiredTitle: 'Oturumun süresi doldu',
      sessionExpiredText: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
      home: 'Ana sayfaya dön',
      signInAgain: 'Yeniden oturum aç',
    },
    health: {
      checking: 'Sunucu denetleniyor…',
      ok: 'Sunucu hazır · {{database}} · sürüm {{version}}',
      unavailable: 'Sunucu veritabanına ulaşamıyor.',
      unreachable: 'Sunucuya ulaşılamıyor.',
      database: {
        pglite: 'gömülü veritabanı',
        postgresql: 'PostgreSQL sunucusu',
      },
    },
    notFound: {
      title: 'Sayfa bulunamadı',
      text: 'İstenen URL bu sunucuda bulunamadı.',
    },
    signIn: {
      title: 'Spool’da oturum açın',
      login: 'Kullanıcı adı veya e-posta',
      password: 'Parola',
      submit: 'Oturum aç',
      cancel: 'İptal',
      invalid: 'Kullanıcı adı veya parola hatalı.',
      invalidPolicy: 'Art arda 5 yanlış paroladan sonra hesap 5 dakika kilitlenir.',
      throttled: 'Çok fazla oturum açma denemesi. {{time}} sonrasında yeniden deneyin.',
      organisation: 'Kuruluş',
      organisationHint:
        'İsteğe bağlı. Host yönetiminde oturum açmak için ya da kullanıcı adınız yalnızca size aitse boş bırakın; kullanıcı adınız birden fazla kuruluşta varsa kendi kuruluşunuzu girin.',
      signingOut: 'Oturum kapatılıyor…',
      signOut: 'Oturumu kapat',
      signedOut: 'Oturumunuz kapatıldı.',
      backToSpool: 'Spool’a dön',
      errorTitle: 'Oturum açma hatası',
      errorText: 'Oturum açılırken bir sorun oluştu. Lütfen Spool’dan yeniden başlayın.',
    },
    validation: {
      required: 'Bu alan zorunludur.',
      maxLength: 'En fazla {{max}} karakter.',
      invalid: 'Bu değer geçerli değil.',
      min: 'En az {{min}}.',
      max: 'En fazla {{max}}.',
      positive: '0’dan büyük olmalıdır.',
      wholeNumber: 'Tam sayı olmalıdır.',
      maxTwoDecimals: 'En fazla 2 ondalık basamak.',
      unknownStitchType: 'Bu dikiş tipi geçerli değil.',
      tooManyComponentLines: 'En fazla 4 bileşen satırı.',
      componentLinesMismatch: 'Bileşen satırları dikiş tipiyle uyuşmuyor.',
      unknownFeature: 'Bu özellik yok.',
      invalidFeatureValue: 'Bu değer bu özellik için geçerli değil.',
      invalidCharacters: 'Bu metin izin verilmeyen karakterler içeriyor.',
    },
    profile: {
      title: 'Profil',
      userName: 'Kullanıcı adı',
      name: 'Ad',
      email: 'E-posta',
      tenant: 'Kuruluş alanı',
      roles: 'Roller',
      accountType: 'Hesap türü',
      tenantAdministrator: 'Kiracı yöneticisi',
      none: '—',
    },
    ...systemConfigurationTexts.tr.translation,
    ...shadesTexts.tr.translation,
    ...customSettingsTexts.tr.translation,
    ...costFileTexts.tr.translation,
    ...styleImportTexts.tr.translation,
    ...firstStartTexts.tr.translation,
    ...usageTexts.tr.translation,
    ...historyTexts.tr.translation,
    ...ordersTexts.tr.translation,
    ...referenceDataTexts.tr.translation,
    ...reportsTexts.tr.translation,
    ...stylesTexts.tr.translation,
    ...stylePictureTexts.tr.translation,
    ...purchasePlansTexts.tr.translation,
    ...purchasePlanScreensTexts.tr.translation,
    ...purchasePlanOutputsTexts.tr.translation,
    ...toastsTexts.tr.translation,
    ...styleFiguresTexts.tr.translation,
    ...operationsTexts.tr.translation,
    ...styleDashboardTexts.tr.translation,
    ...styleGridTexts.tr.translation,
    ...styleWindowTexts.tr.translation,
    ...styleStagesTexts.tr.translation,
    ...styleSamplesTexts.tr.translation,
    ...styleActualsTexts.tr.translation,
    ...operationDialogTexts.tr.translation,
    ...identityAdminTexts.tr.translation,
    ...adminScreensTexts.tr.translation,
    ...saasScreensTexts.tr.translation,
    ...stitchComponentsTexts.tr.translation,
    ...idempotencyTexts.tr.translation,
  },
  errors: {
    'Spool:ValidationError': 'Gönderilen verilerin bir kısmı geçerli değil.',
    'Spool:NotFound': 'İstediğiniz şey mevcut değil.',
    'Spool:Unauthorized': 'Devam etmek için lütfen oturum açın.',
    'Spool:Forbidden': 'Bunu yapma izniniz yok.',
    'Spool:Conflict': 'Bu arada başka biri bunu değiştirdi. Sayfayı yenileyip tekrar deneyin.',
    'Spool:Duplicate':
      'Biri az önce aynı değeri kaydetti: bu değer kullanılıyor. Başka bir değer seçin.',
    'Spool:PayloadTooLarge': 'Gönderdiğiniz içerik çok büyük.',
    'Spool:ServiceUnavailable': 'Hizmet şu anda kullanılamıyor. Birazdan tekrar deneyin.',
    'Spool:InternalError': 'Beklenmeyen bir hata oluştu. Referans: {{requestId}}',
    'Spool:RouteNotFound': '{{method}} {{path}} adresinde API yok.',
    'Spool.Catalogue:CustomerNotFound': '{{id}} müşterisi mevcut değil.',
    'Spool.Catalogue:DuplicateCustomerName': '“{{name}}” adlı bir müşteri zaten var.',
    'Spool.Catalogue:ThreadReferenceNotFound': 'Bir operasyonda seçilen iplik artık mevcut değil.',
    'Spool.Consumption:StitchTypeNotFound': '{{code}} dikiş tipi mevcut değil.',
    'Spool.Reports:IncompleteOperationData': 'Operasyonda eksik veri var. Rapor indirilemiyor.',
    'Spool.Tenancy:TenantNotFound': '{{id}} kiracısı yok.',
    'Spool.Tenancy:DuplicateTenantName': '"{{name}}" adlı bir kiracı zaten var.',
    'Spool.Tenancy:ConnectionStringInvalid':
      'Bağlantı dizesi bir PostgreSQL adresi olmalıdır: postgres://kullanıcı:parola@sunucu:port/veritabanı.',
    'Spool.Tenancy:DatabaseNameMissing':
      'Bağlantı dizesi bir veritabanı belirtmiyor: veritabanı adını girin.',
    'Spool.Tenancy:DatabaseNameMismatch':
      'Bağlantı dizesi "{{databaseName}}" değil, "{{inConnectionString}}" veritabanını belirtiyor.',
    'Spool.Tenancy:DatabaseUnreachable': '{{database}} veritabanı kullanılamıyor: {{reason}}',
    'Spool.Tenancy:TenantHasStyles':
      'Kiracının mevcut veritabanında {{count}} model var. Spool verileri veritabanları arasında taşımaz; bu yüzden kiracının veritabanı değiştirilemez.',
    'Spool.Tenancy:OrganisationNotFound': '{{id}} kuruluşu yok.',
    ...systemConfigurationTexts.tr.errors,
    ...shadesTexts.tr.errors,
    ...customSettingsTexts.tr.errors,
    ...costFileTexts.tr.errors,
    ...styleImportTexts.tr.errors,
    ...firstStartTexts.tr.errors,
    ...usageTexts.tr.errors,
    ...historyTexts.tr.errors,
    ...ordersTexts.tr.errors,
    ...referenceDataTexts.tr.errors,
    ...reportsTexts.tr.errors,
    ...stylesTexts.tr.errors,
    ...styleSamplesTexts.tr.errors,
    ...stylePictureTexts.tr.errors,
    ...purchasePlansTexts.tr.errors,
    ...purchasePlanScreensTexts.tr.errors,
    ...purchasePlanOutputsTexts.tr.errors,
    ...operationsTexts.tr.errors,
    ...styleDashboardTexts.tr.errors,
    ...styleGridTexts.tr.errors,
    ...styleWindowTexts.tr.errors,
    ...styleActualsTexts.tr.errors,
    ...operationDialogTexts.tr.errors,
    ...identityAdminTexts.tr.errors,
    ...adminScreensTexts.tr.errors,
    ...saasScreensTexts.tr.errors,
    ...stitchComponentsTexts.tr.errors,
    ...idempotencyTexts.tr.errors,
  },
} as const satisfies Messages;
