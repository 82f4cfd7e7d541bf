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

/** The Vietnamese catalogue. */
export const vi = {
  translation: {
    app: {
      name: 'Spool',
      tagline: 'Định mức và chi phí chỉ may cho doanh nghiệp may mặc',
    },
    landing: {
      title: 'Chào mừng bạn đến với Spool',
      intro:
        'Khai báo các mã hàng và công đoạn may, Spool sẽ cho bạn biết mỗi sản phẩm cần bao nhiêu chỉ, cần mua bao nhiêu cuộn chỉ và chi phí là bao nhiêu.',
      stepStyles: 'Mã hàng và công đoạn',
      stepStylesText: 'Mô tả từng sản phẩm và các đường may tạo nên sản phẩm đó.',
      stepThread: 'Chỉ cho mỗi sản phẩm',
      stepThreadText: 'Định mức theo công đoạn, nhãn hiệu, ticket và màu.',
      stepCost: 'Cuộn chỉ và chi phí',
      stepCostText: 'Số cuộn chỉ cần mua và chi phí theo đơn hàng và theo sản phẩm.',
      copyright: '© {{year}} Spool',
      signInSso: 'Đăng nhập bằng đăng nhập một lần (SSO)',
      logIn: 'Đăng nhập',
      continueAs: 'Tiếp tục với tư cách {{name}}',
      publishedOn: 'Phát hành ngày {{date}}',
      privacy: 'Chính sách quyền riêng tư và cookie',
      language: 'Ngôn ngữ',
      signInUnavailable:
        'Không thể bắt đầu đăng nhập: dịch vụ đăng nhập tại {{address}} không phản hồi. Hãy kiểm tra máy tính này có kết nối được tới đó rồi thử lại; nếu vẫn lỗi, hãy báo cho người quản lý Spool.',
      otherAddress:
        'Trang này đang mở tại {{here}}, nhưng Spool chỉ cho đăng nhập tại {{publicAddress}}.',
      otherAddressSetPublicUrl:
        'Địa chỉ đó chỉ hoạt động trên máy tính chạy Spool. Để máy tính này đăng nhập được, người quản lý Spool đặt SPOOL_PUBLIC_URL={{here}} rồi khởi động lại Spool; sau đó mọi người mở {{here}}.',
      otherAddressOpen: 'Mở Spool tại {{publicAddress}}',
    },
    privacy: {
      title: 'Chính sách quyền riêng tư và cookie',
      text: 'Spool chỉ lưu những gì cần thiết để đăng nhập cho bạn và thực hiện công việc của mình. Nhà cung cấp dịch vụ đăng nhập đặt một cookie phiên; trình duyệt này lưu mã thông báo đăng nhập của bạn cho đến khi bạn đăng xuất. Mã hàng và thiết lập của bạn được giữ trong không gian của tổ chức bạn và không bao giờ được chia sẻ với tổ chức khác.',
    },
    session: {
      loading: 'Đang tải cấu hình ứng dụng',
      loggingOut: 'Đang đăng xuất',
      error: 'Lỗi',
      configurationUnavailable: 'Không có cấu hình ứng dụng',
      retry: 'Thử lại',
    },
    callback: {
      completing: 'Đang hoàn tất đăng nhập…',
      identity: 'Đang tải danh tính…',
      configuration: 'Đang lấy cấu hình ứng dụng…',
      redirecting: 'Đang chuyển đến bảng điều khiển…',
    },
    shell: {
      openMenu: 'Mở menu',
      closeMenu: 'Đóng menu',
      system: 'Hệ thống',
      users: 'Người dùng',
      roles: 'Vai trò',
      saas: 'SaaS',
      hostFeatures: 'Tính năng của host',
      tenants: 'Tenant',
      debug: 'Gỡ lỗi',
      authInfo: 'Thông tin xác thực',
      dashboard: 'Bảng điều khiển',
      purchasePlans: 'Kế hoạch mua hàng',
      account: 'Tài khoản',
      signOut: 'Đăng xuất',
      host: 'Host',
      switchTenant: 'Chuyển sang',
      profile: 'Hồ sơ',
      help: 'Trợ giúp',
      support: 'Hỗ trợ',
      suggestions: 'Góp ý',
      systemConfiguration: 'Cấu hình hệ thống',
    },
    guard: {
      insufficientPermissions: 'Không đủ quyền',
      featureDisabled: 'Tính năng đã bị tắt',
      tenantOnly: 'Cấu hình hệ thống thuộc về một tenant: hãy đăng nhập vào tenant để thay đổi.',
    },
    dashboard: {
      title: 'Bảng điều khiển',
      welcome: 'Xin chào, {{name}}',
      insufficientAccess: 'Không đủ cấp độ truy cập.',
    },
    admin: {
      usersTitle: 'Người dùng hệ thống',
      rolesTitle: 'Vai trò hệ thống',
    },
    authInfo: {
      title: 'Thông tin xác thực',
      user: 'Người dùng đã đăng nhập',
      accessToken: 'Mã truy cập',
      expiresAt: 'Thời hạn của mã',
      error: 'Lỗi đăng nhập',
      none: 'Không có',
    },
    errorPages: {
      unauthorizedTitle: '401 Không được phép',
      unauthorizedText: 'Quyền truy cập vào tài nguyên này bị từ chối.',
      internalTitle: '500',
      internalText: 'Lỗi máy chủ nội bộ',
      authenticationTitle: 'Lỗi xác thực',
      authenticationText: 'Đã xảy ra lỗi không mong muốn',
      sessionExpiredTitle: 'Phiên đã hết hạn',
      sessionExpiredText: 'Phiên làm việc của bạn đã hết hạn. Vui lòng đăng nhập lại.',
      home: 'Về trang chủ',
      signInAgain: 'Đăng nhập lại',
    },
    health: {
      checking: 'Đang kiểm tra máy chủ…',
      ok: 'Máy chủ sẵn sàng · {{database}} · phiên bản {{version}}',
      unavailable: 'Máy chủ không kết nối được với cơ sở dữ liệu.',
      unreachable: 'Không thể kết nối tới máy chủ.',
      database: {
        pglite: 'cơ sở dữ liệu nhúng',
        postgresql: 'máy chủ PostgreSQL',
      },
    },
    notFound: {
      title: 'Không tìm thấy trang',
      text: 'Không tìm thấy URL được yêu cầu trên máy chủ này.',
    },
    signIn: {
      title: 'Đăng nhập vào Spool',
      login: 'Tên người dùng hoặc e-mail',
      password: 'Mật khẩu',
      submit: 'Đăng nhập',
      cancel: 'Hủy',
      invalid: 'Tên người dùng hoặc mật khẩu không đúng.',
      invalidPolicy: 'Sau 5 lần nhập sai mật khẩu liên tiếp, tài khoản bị khóa trong 5 phút.',
      throttled: 'Đăng nhập quá nhiều lần. Hãy thử lại sau {{time}}.',
      organisation: 'Tổ chức',
      organisationHint:
        'Không bắt buộc. Để trống để đăng nhập vào trang quản trị host, hoặc khi tên người dùng của bạn là duy nhất; nếu tên người dùng của bạn có ở nhiều tổ chức, hãy nhập tổ chức của bạn.',
      signingOut: 'Đang đăng xuất…',
      signOut: 'Đăng xuất',
      signedOut: 'Bạn đã đăng xuất.',
      backToSpool: 'Quay lại Spool',
      errorTitle: 'Lỗi đăng nhập',
      errorText: 'Đã xảy ra sự cố khi đăng nhập. Vui lòng bắt đầu lại từ Spool.',
    },
    validation: {
      required: 'Trường này là bắt buộc.',
      maxLength: 'Tối đa {{max}} ký tự.',
      invalid: 'Giá trị này không hợp lệ.',
      min: 'Tối thiểu {{min}}.',
      max: 'Tối đa {{max}}.',
      positive: 'Phải lớn hơn 0.',
      wholeNumber: 'Phải là số nguyên.',
      maxTwoDecimals: 'Tối đa 2 chữ số thập phân.',
      unknownStitchType: 'Loại mũi may này không hợp lệ.',
      tooManyComponentLines: 'Tối đa 4 dòng thành phần.',
      componentLinesMismatch: 'Các dòng thành phần không khớp với loại mũi may.',
      unknownFeature: 'Tính năng này không tồn tại.',
      invalidFeatureValue: 'Giá trị này không hợp lệ cho tính năng này.',
      invalidCharacters: 'Văn bản này chứa ký tự không được phép.',
    },
    profile: {
      title: 'Hồ sơ',
      userName: 'Tên đăng nhập',
      name: 'Họ tên',
      email: 'Email',
      tenant: 'Không gian tổ chức',
      roles: 'Vai trò',
      accountType: 'Loại tài khoản',
      tenantAdministrator: 'Quản trị viên tenant',
      none: '—',
    },
    ...systemConfigurationTexts.vi.translation,
    ...shadesTexts.vi.translation,
    ...customSettingsTexts.vi.translation,
    ...costFileTexts.vi.translation,
    ...styleImportTexts.vi.translation,
    ...firstStartTexts.vi.translation,
    ...usageTexts.vi.translation,
    ...historyTexts.vi.translation,
    ...ordersTexts.vi.translation,
    ...referenceDataTexts.vi.translation,
    ...reportsTexts.vi.translation,
    ...stylesTexts.vi.translation,
    ...stylePictureTexts.vi.translation,
    ...purchasePlansTexts.vi.translation,
    ...purchasePlanScreensTexts.vi.translation,
    ...purchasePlanOutputsTexts.vi.translation,
    ...toastsTexts.vi.translation,
    ...styleFiguresTexts.vi.translation,
    ...operationsTexts.vi.translation,
    ...styleDashboardTexts.vi.translation,
    ...styleGridTexts.vi.translation,
    ...styleWindowTexts.vi.translation,
    ...styleStagesTexts.vi.translation,
    ...styleSamplesTexts.vi.translation,
    ...styleActualsTexts.vi.translation,
    ...operationDialogTexts.vi.translation,
    ...identityAdminTexts.vi.translation,
    ...adminScreensTexts.vi.translation,
    ...saasScreensTexts.vi.translation,
    ...stitchComponentsTexts.vi.translation,
    ...idempotencyTexts.vi.translation,
  },
  errors: {
    'Spool:ValidationError': 'Một số dữ liệu được gửi không hợp lệ.',
    'Spool:NotFound': 'Nội dung bạn yêu cầu không tồn tại.',
    'Spool:Unauthorized': 'Vui lòng đăng nhập để tiếp tục.',
    'Spool:Forbidden': 'Bạn không có quyền thực hiện thao tác này.',
    'Spool:Conflict': 'Người khác đã thay đổi nội dung này trong lúc đó. Hãy tải lại và thử lại.',
    'Spool:Duplicate':
      'Ai đó vừa lưu cùng giá trị này: giá trị đã được dùng. Hãy chọn giá trị khác.',
    'Spool:PayloadTooLarge': 'Dữ liệu bạn gửi quá lớn.',
    'Spool:ServiceUnavailable': 'Dịch vụ hiện không khả dụng. Vui lòng thử lại sau ít phút.',
    'Spool:InternalError': 'Đã xảy ra lỗi không mong muốn. Mã tham chiếu: {{requestId}}',
    'Spool:RouteNotFound': 'Không có API nào tại {{method}} {{path}}.',
    'Spool.Catalogue:CustomerNotFound': 'Khách hàng {{id}} không tồn tại.',
    'Spool.Catalogue:DuplicateCustomerName': 'Đã có khách hàng tên “{{name}}”.',
    'Spool.Catalogue:ThreadReferenceNotFound':
      'Một loại chỉ được chọn trong công đoạn không còn tồn tại.',
    'Spool.Consumption:StitchTypeNotFound': 'Loại mũi may {{code}} không tồn tại.',
    'Spool.Reports:IncompleteOperationData':
      'Dữ liệu công đoạn chưa đầy đủ. Không thể tải xuống báo cáo.',
    'Spool.Tenancy:TenantNotFound': 'Tenant {{id}} không tồn tại.',
    'Spool.Tenancy:DuplicateTenantName': 'Đã có tenant tên "{{name}}".',
    'Spool.Tenancy:ConnectionStringInvalid':
      'Chuỗi kết nối phải là địa chỉ PostgreSQL: postgres://người_dùng:mật_khẩu@máy_chủ:cổng/cơ_sở_dữ_liệu.',
    'Spool.Tenancy:DatabaseNameMissing':
      'Chuỗi kết nối không nêu cơ sở dữ liệu nào: hãy nhập tên cơ sở dữ liệu.',
    'Spool.Tenancy:DatabaseNameMismatch':
      'Chuỗi kết nối nêu cơ sở dữ liệu "{{inConnectionString}}", không phải "{{databaseName}}".',
    'Spool.Tenancy:DatabaseUnreachable': 'Không thể dùng cơ sở dữ liệu {{database}}: {{reason}}',
    'Spool.Tenancy:TenantHasStyles':
      'Tenant có {{count}} mẫu trong cơ sở dữ liệu hiện tại. Spool không chuyển dữ liệu giữa các cơ sở dữ liệu nên không thể đổi cơ sở dữ liệu của tenant.',
    'Spool.Tenancy:OrganisationNotFound': 'Tổ chức {{id}} không tồn tại.',
    ...systemConfigurationTexts.vi.errors,
    ...shadesTexts.vi.errors,
    ...customSettingsTexts.vi.errors,
    ...costFileTexts.vi.errors,
    ...styleImportTexts.vi.errors,
    ...firstStartTexts.vi.errors,
    ...usageTexts.vi.errors,
    ...historyTexts.vi.errors,
    ...ordersTexts.vi.errors,
    ...referenceDataTexts.vi.errors,
    ...reportsTexts.vi.errors,
    ...stylesTexts.vi.errors,
    ...styleSamplesTexts.vi.errors,
    ...stylePictureTexts.vi.errors,
    ...purchasePlansTexts.vi.errors,
    ...purchasePlanScreensTexts.vi.errors,
    ...purchasePlanOutputsTexts.vi.errors,
    ...operationsTexts.vi.errors,
    ...styleDashboardTexts.vi.errors,
    ...styleGridTexts.vi.errors,
    ...styleWindowTexts.vi.errors,
    ...styleActualsTexts.vi.errors,
    ...operationDialogTexts.vi.errors,
    ...identityAdminTexts.vi.errors,
    ...adminScreensTexts.vi.errors,
    ...saasScreensTexts.vi.errors,
    ...stitchComponentsTexts.vi.errors,
    ...idempotencyTexts.vi.errors,
  },
} as const satisfies Messages;
