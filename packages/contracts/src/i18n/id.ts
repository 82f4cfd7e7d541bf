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

/** The Indonesian catalogue. */
export const id = {
  translation: {
    app: {
      name: 'Spool',
      tagline: 'Pemakaian dan biaya benang untuk produsen garmen',
    },
    landing: {
      title: 'Selamat datang di Spool',
      intro:
        'Tentukan style Anda beserta operasi jahitnya, dan Spool akan menghitung berapa banyak benang yang dibutuhkan setiap garmen, berapa cone yang harus dibeli, dan berapa biayanya.',
      stepStyles: 'Style dan operasi',
      stepStylesText: 'Uraikan setiap garmen dan jahitan yang membentuknya.',
      stepThread: 'Benang per garmen',
      stepThreadText: 'Pemakaian per operasi, merek, ticket, dan warna.',
      stepCost: 'Cone dan biaya',
      stepCostText: 'Cone yang harus dibeli serta biaya per pesanan dan per garmen.',
      copyright: '© {{year}} Spool',
      signInSso: 'Masuk dengan single sign-on',
      logIn: 'Masuk',
      continueAs: 'Lanjutkan sebagai {{name}}',
      publishedOn: 'Diterbitkan pada {{date}}',
      privacy: 'Kebijakan privasi dan cookie',
      language: 'Bahasa',
      signInUnavailable:
        'Proses masuk tidak dapat dimulai: layanan masuk di {{address}} tidak menjawab. Pastikan komputer ini dapat menjangkaunya, lalu coba lagi; jika terus gagal, beri tahu pengelola Spool.',
      otherAddress:
        'Halaman ini dibuka di {{here}}, tetapi Spool hanya memproses masuk di {{publicAddress}}.',
      otherAddressSetPublicUrl:
        'Alamat itu hanya berfungsi di komputer tempat Spool berjalan. Agar komputer ini dapat masuk, pengelola Spool menetapkan SPOOL_PUBLIC_URL={{here}} dan menjalankan ulang Spool; setelah itu semua orang membuka {{here}}.',
      otherAddressOpen: 'Buka Spool di {{publicAddress}}',
    },
    privacy: {
      title: 'Kebijakan privasi dan cookie',
      text: 'Spool hanya menyimpan apa yang diperlukan agar Anda dapat masuk dan agar Spool dapat menjalankan tugasnya. Penyedia layanan masuk memasang cookie sesi; browser ini menyimpan token masuk Anda sampai Anda keluar. Style dan pengaturan Anda tetap berada di ruang organisasi Anda dan tidak pernah dibagikan kepada organisasi lain.',
    },
    session: {
      loading: 'Memuat konfigurasi aplikasi',
      loggingOut: 'Sedang keluar',
      error: 'Kesalahan',
      configurationUnavailable: 'Konfigurasi aplikasi tidak tersedia',
      retry: 'Coba lagi',
    },
    callback: {
      completing: 'Menyelesaikan proses masuk…',
      identity: 'Memuat identitas…',
      configuration: 'Mengambil konfigurasi aplikasi…',
      redirecting: 'Mengalihkan ke dasbor…',
    },
    shell: {
      openMenu: 'Buka menu',
      closeMenu: 'Tutup menu',
      system: 'Sistem',
      users: 'Pengguna',
      roles: 'Peran',
      saas: 'SaaS',
      hostFeatures: 'Fitur host',
      tenants: 'Tenant',
      debug: 'Debug',
      authInfo: 'Info autentikasi',
      dashboard: 'Dasbor',
      purchasePlans: 'Rencana pembelian',
      account: 'Akun',
      signOut: 'Keluar',
      host: 'Host',
      switchTenant: 'Beralih ke',
      profile: 'Profil',
      help: 'Bantuan',
      support: 'Dukungan',
      suggestions: 'Saran',
      systemConfiguration: 'Konfigurasi Sistem',
    },
    guard: {
      insufficientPermissions: 'Izin tidak memadai',
      featureDisabled: 'Fitur dinonaktifkan',
      tenantOnly: 'Konfigurasi sistem milik tenant: masuk ke sebuah tenant untuk mengubahnya.',
    },
    dashboard: {
      title: 'Dasbor',
      welcome: 'Selamat datang, {{name}}',
      insufficientAccess: 'Tingkat akses tidak memadai.',
    },
    admin: {
      usersTitle: 'Pengguna sistem',
      rolesTitle: 'Peran sistem',
    },
    authInfo: {
      title: 'Info autentikasi',
      user: 'Pengguna yang masuk',
      accessToken: 'Token akses',
      expiresAt: 'Masa berlaku token',
      error: 'Kesalahan saat masuk',
      none: 'Tidak ada',
    },
    errorPages: {
      unauthorizedTitle: '401 Tidak diizinkan',
      unauthorizedText: 'Akses ke sumber daya ini ditolak.',
      internalTitle: '500',
      internalText: 'Kesalahan server internal',
      authenticationTitle: 'Kesalahan autentikasi',
      authenticationText: 'Terjadi kesalahan yang tidak terduga',
      sessionExpiredTitle: 'Sesi berakhir',
      sessionExpiredText: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
      home: 'Kembali ke beranda',
      signInAgain: 'Masuk kembali',
    },
    health: {
      checking: 'Memeriksa server…',
      ok: 'Server siap · {{database}} · versi {{version}}',
      unavailable: 'Server tidak dapat terhubung ke basis datanya.',
      unreachable: 'Server tidak dapat dijangkau.',
      database: {
        pglite: 'basis data tertanam',
        postgresql: 'server PostgreSQL',
      },
    },
    notFound: {
      title: 'Halaman tidak ditemukan',
      text: 'URL yang diminta tidak ditemukan di server ini.',
    },
    signIn: {
      title: 'Masuk ke Spool',
      login: 'Nama pengguna atau e-mail',
      password: 'Kata sandi',
      submit: 'Masuk',
      cancel: 'Batal',
      invalid: 'Nama pengguna atau kata sandi salah.',
      invalidPolicy: 'Setelah 5 kali kata sandi salah berturut-turut, akun dikunci selama 5 menit.',
      throttled: 'Terlalu banyak percobaan masuk. Coba lagi setelah {{time}}.',
      organisation: 'Organisasi',
      organisationHint:
        'Opsional. Biarkan kosong untuk masuk ke administrasi host, atau jika nama pengguna Anda hanya milik Anda; jika nama pengguna Anda ada di beberapa organisasi, masukkan organisasi Anda.',
      signingOut: 'Sedang keluar…',
      signOut: 'Keluar',
      signedOut: 'Anda telah keluar.',
      backToSpool: 'Kembali ke Spool',
      errorTitle: 'Kesalahan saat masuk',
      errorText: 'Terjadi masalah saat masuk. Silakan mulai lagi dari Spool.',
    },
    validation: {
      required: 'Kolom ini wajib diisi.',
      maxLength: 'Paling banyak {{max}} karakter.',
      invalid: 'Nilai ini tidak valid.',
      min: 'Paling sedikit {{min}}.',
      max: 'Paling banyak {{max}}.',
      positive: 'Harus lebih besar dari 0.',
      wholeNumber: 'Harus berupa bilangan bulat.',
      maxTwoDecimals: 'Paling banyak 2 angka desimal.',
      unknownStitchType: 'Jenis stitch ini tidak valid.',
      tooManyComponentLines: 'Paling banyak 4 baris komponen.',
      componentLinesMismatch: 'Baris komponen tidak sesuai dengan jenis stitch.',
      unknownFeature: 'Fitur ini tidak ada.',
      invalidFeatureValue: 'Nilai ini tidak valid untuk fitur ini.',
      invalidCharacters: 'Teks ini berisi karakter yang tidak diizinkan.',
    },
    profile: {
      title: 'Profil',
      userName: 'Nama pengguna',
      name: 'Nama',
      email: 'Email',
      tenant: 'Ruang organisasi',
      roles: 'Peran',
      accountType: 'Jenis akun',
      tenantAdministrator: 'Administrator tenant',
      none: '—',
    },
    ...systemConfigurationTexts.id.translation,
    ...shadesTexts.id.translation,
    ...customSettingsTexts.id.translation,
    ...costFileTexts.id.translation,
    ...styleImportTexts.id.translation,
    ...firstStartTexts.id.translation,
    ...usageTexts.id.translation,
    ...historyTexts.id.translation,
    ...ordersTexts.id.translation,
    ...referenceDataTexts.id.translation,
    ...reportsTexts.id.translation,
    ...stylesTexts.id.translation,
    ...stylePictureTexts.id.translation,
    ...purchasePlansTexts.id.translation,
    ...purchasePlanScreensTexts.id.translation,
    ...purchasePlanOutputsTexts.id.translation,
    ...toastsTexts.id.translation,
    ...styleFiguresTexts.id.translation,
    ...operationsTexts.id.translation,
    ...styleDashboardTexts.id.translation,
    ...styleGridTexts.id.translation,
    ...styleWindowTexts.id.translation,
    ...styleStagesTexts.id.translation,
    ...styleSamplesTexts.id.translation,
    ...styleActualsTexts.id.translation,
    ...operationDialogTexts.id.translation,
    ...identityAdminTexts.id.translation,
    ...adminScreensTexts.id.translation,
    ...saasScreensTexts.id.translation,
    ...stitchComponentsTexts.id.translation,
    ...idempotencyTexts.id.translation,
  },
  errors: {
    'Spool:ValidationError': 'Sebagian data yang dikirim tidak valid.',
    'Spool:NotFound': 'Yang Anda minta tidak ada.',
    'Spool:Unauthorized': 'Silakan masuk untuk melanjutkan.',
    'Spool:Forbidden': 'Anda tidak memiliki izin untuk melakukan ini.',
    'Spool:Conflict': 'Orang lain telah mengubah data ini. Muat ulang lalu coba lagi.',
    'Spool:Duplicate':
      'Seseorang baru saja menyimpan nilai yang sama: nilai itu sudah dipakai. Pilih yang lain.',
    'Spool:PayloadTooLarge': 'Yang Anda kirim terlalu besar.',
    'Spool:ServiceUnavailable': 'Layanan sedang tidak tersedia. Coba lagi sebentar lagi.',
    'Spool:InternalError': 'Terjadi kesalahan yang tidak terduga. Referensi: {{requestId}}',
    'Spool:RouteNotFound': 'Tidak ada API di {{method}} {{path}}.',
    'Spool.Catalogue:CustomerNotFound': 'Pelanggan {{id}} tidak ada.',
    'Spool.Catalogue:DuplicateCustomerName': 'Pelanggan bernama “{{name}}” sudah ada.',
    'Spool.Catalogue:ThreadReferenceNotFound':
      'Benang yang dipilih dalam sebuah operasi sudah tidak ada.',
    'Spool.Consumption:StitchTypeNotFound': 'Jenis stitch {{code}} tidak ada.',
    'Spool.Reports:IncompleteOperationData':
      'Data operasi tidak lengkap. Laporan tidak dapat diunduh.',
    'Spool.Tenancy:TenantNotFound': 'Tenant {{id}} tidak ada.',
    'Spool.Tenancy:DuplicateTenantName': 'Tenant bernama "{{name}}" sudah ada.',
    'Spool.Tenancy:ConnectionStringInvalid':
      'String koneksi harus berupa alamat PostgreSQL: postgres://pengguna:kata-sandi@host:port/database.',
    'Spool.Tenancy:DatabaseNameMissing':
      'String koneksi tidak menyebut database: isi nama database.',
    'Spool.Tenancy:DatabaseNameMismatch':
      'String koneksi menyebut database "{{inConnectionString}}", bukan "{{databaseName}}".',
    'Spool.Tenancy:DatabaseUnreachable': 'Tidak dapat memakai database {{database}}: {{reason}}',
    'Spool.Tenancy:TenantHasStyles':
      'Tenant memiliki {{count}} style di database saat ini. Spool tidak memindahkan data antar database, jadi database tenant tidak dapat diubah.',
    'Spool.Tenancy:OrganisationNotFound': 'Organisasi {{id}} tidak ada.',
    ...systemConfigurationTexts.id.errors,
    ...shadesTexts.id.errors,
    ...customSettingsTexts.id.errors,
    ...costFileTexts.id.errors,
    ...styleImportTexts.id.errors,
    ...firstStartTexts.id.errors,
    ...usageTexts.id.errors,
    ...historyTexts.id.errors,
    ...ordersTexts.id.errors,
    ...referenceDataTexts.id.errors,
    ...reportsTexts.id.errors,
    ...stylesTexts.id.errors,
    ...styleSamplesTexts.id.errors,
    ...stylePictureTexts.id.errors,
    ...purchasePlansTexts.id.errors,
    ...purchasePlanScreensTexts.id.errors,
    ...purchasePlanOutputsTexts.id.errors,
    ...operationsTexts.id.errors,
    ...styleDashboardTexts.id.errors,
    ...styleGridTexts.id.errors,
    ...styleWindowTexts.id.errors,
    ...styleActualsTexts.id.errors,
    ...operationDialogTexts.id.errors,
    ...identityAdminTexts.id.errors,
    ...adminScreensTexts.id.errors,
    ...saasScreensTexts.id.errors,
    ...stitchComponentsTexts.id.errors,
    ...idempotencyTexts.id.errors,
  },
} as const satisfies Messages;
