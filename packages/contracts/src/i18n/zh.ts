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

/** The Chinese (simplified) catalogue. */
export const zh = {
  translation: {
    app: {
      name: 'Spool',
      tagline: '面向服装企业的缝纫线用量与成本核算',
    },
    landing: {
      title: '欢迎使用 Spool',
      intro:
        '定义您的款式及其缝制工序，Spool 即可算出每件成衣需要多少缝纫线、需要采购多少筒线以及相应的成本。',
      stepStyles: '款式与工序',
      stepStylesText: '描述每件成衣及构成它的各道缝迹。',
      stepThread: '单件用线量',
      stepThreadText: '按工序、品牌、Tkt 标号和色号计算用线量。',
      stepCost: '线筒与成本',
      stepCostText: '需采购的线筒数量，以及每张订单和每件成衣的成本。',
      copyright: '© {{year}} Spool',
      signInSso: '使用单点登录',
      logIn: '登录',
      continueAs: '以 {{name}} 的身份继续',
      publishedOn: '发布于 {{date}}',
      privacy: '隐私与 Cookie 政策',
      language: '语言',
      signInUnavailable:
        '无法开始登录：位于 {{address}} 的登录服务没有响应。请检查这台电脑能否访问它，然后重试；如果仍然失败，请告知 Spool 的管理员。',
      otherAddress: '此页面是在 {{here}} 打开的，但 Spool 只在 {{publicAddress}} 登录。',
      otherAddressSetPublicUrl:
        '该地址只在运行 Spool 的电脑上有效。要让这台电脑能够登录，Spool 的管理员需设置 SPOOL_PUBLIC_URL={{here}} 并重新启动 Spool；之后大家都打开 {{here}}。',
      otherAddressOpen: '在 {{publicAddress}} 打开 Spool',
    },
    privacy: {
      title: '隐私与 Cookie 政策',
      text: 'Spool 只保存为您登录和完成工作所必需的信息。登录服务提供方会设置一个会话 Cookie；本浏览器会保存您的登录令牌，直到您退出登录。您的款式和设置保存在贵组织的空间中，绝不会与其他组织共享。',
    },
    session: {
      loading: '正在加载应用配置',
      loggingOut: '正在退出登录',
      error: '错误',
      configurationUnavailable: '应用配置不可用',
      retry: '重试',
    },
    callback: {
      completing: '正在完成登录…',
      identity: '正在加载身份信息…',
      configuration: '正在获取应用配置…',
      redirecting: '正在跳转到仪表板…',
    },
    shell: {
      openMenu: '打开菜单',
      closeMenu: '关闭菜单',
      system: '系统',
      users: '用户',
      roles: '角色',
      saas: 'SaaS',
      hostFeatures: '宿主功能',
      tenants: '租户',
      debug: '调试',
      authInfo: '认证信息',
      dashboard: '仪表板',
      purchasePlans: '采购计划',
      account: '账户',
      signOut: '退出登录',
      host: '宿主',
      switchTenant: '切换到',
      profile: '个人资料',
      help: '帮助',
      support: '支持',
      suggestions: '建议',
      systemConfiguration: '系统配置',
    },
    guard: {
      insufficientPermissions: '权限不足',
      featureDisabled: '功能已停用',
      tenantOnly: '系统配置属于租户：请登录租户后再更改其设置。',
    },
    dashboard: {
      title: '仪表板',
      welcome: '欢迎，{{name}}',
      insufficientAccess: '访问级别不足。',
    },
    admin: {
      usersTitle: '系统用户',
      rolesTitle: '系统角色',
    },
    authInfo: {
      title: '认证信息',
      user: '已登录用户',
      accessToken: '访问令牌',
      expiresAt: '令牌到期时间',
      error: '登录错误',
      none: '无',
    },
    errorPages: {
      unauthorizedTitle: '401 未授权',
      unauthorizedText: '拒绝访问此资源。',
      internalTitle: '500',
      internalText: '服务器内部错误',
      authenticationTitle: '认证错误',
      authenticationText: '发生了意外错误',
      sessionExpiredTitle: '会话已过期',
      sessionExpiredText: '您的会话已过期，请重新登录。',
      home: '返回首页',
      signInAgain: '重新登录',
    },
    health: {
      checking: '正在检查服务器…',
      ok: '服务器就绪 · {{database}} · 版本 {{version}}',
      unavailable: '服务器无法连接到其数据库。',
      unreachable: '无法连接到服务器。',
      database: {
        pglite: '内嵌数据库',
        postgresql: 'PostgreSQL 服务器',
      },
    },
    notFound: {
      title: '页面未找到',
      text: '在此服务器上找不到所请求的 URL。',
    },
    signIn: {
      title: '登录 Spool',
      login: '用户名或电子邮箱',
      password: '密码',
      submit: '登录',
      cancel: '取消',
      invalid: '用户名或密码不正确。',
      invalidPolicy: '连续 5 次密码错误后，账户将被锁定 5 分钟。',
      throttled: '登录尝试次数过多。请在 {{time}} 之后重试。',
      organisation: '组织',
      organisationHint:
        '可选。登录宿主管理，或您的用户名独一无二时，请留空；如果您的用户名存在于多个组织中，请输入您的组织。',
      signingOut: '正在退出登录…',
      signOut: '退出登录',
      signedOut: '您已退出登录。',
      backToSpool: '返回 Spool',
      errorTitle: '登录错误',
      errorText: '登录时出现问题。请从 Spool 重新开始。',
    },
    validation: {
      required: '此字段为必填项。',
      maxLength: '最多 {{max}} 个字符。',
      invalid: '此值无效。',
      min: '不得小于 {{min}}。',
      max: '不得大于 {{max}}。',
      positive: '必须大于 0。',
      wholeNumber: '必须是整数。',
      maxTwoDecimals: '最多保留 2 位小数。',
      unknownStitchType: '此线迹类型无效。',
      tooManyComponentLines: '最多 4 条组成线。',
      componentLinesMismatch: '组成线与线迹类型不匹配。',
      unknownFeature: '此功能不存在。',
      invalidFeatureValue: '此值对该功能无效。',
      invalidCharacters: '此文本包含不允许的字符。',
    },
    profile: {
      title: '个人资料',
      userName: '用户名',
      name: '姓名',
      email: '电子邮件',
      tenant: '组织空间',
      roles: '角色',
      accountType: '账户类型',
      tenantAdministrator: '租户管理员',
      none: '—',
    },
    ...systemConfigurationTexts.zh.translation,
    ...shadesTexts.zh.translation,
    ...customSettingsTexts.zh.translation,
    ...costFileTexts.zh.translation,
    ...styleImportTexts.zh.translation,
    ...firstStartTexts.zh.translation,
    ...usageTexts.zh.translation,
    ...historyTexts.zh.translation,
    ...ordersTexts.zh.translation,
    ...referenceDataTexts.zh.translation,
    ...reportsTexts.zh.translation,
    ...stylesTexts.zh.translation,
    ...stylePictureTexts.zh.translation,
    ...purchasePlansTexts.zh.translation,
    ...purchasePlanScreensTexts.zh.translation,
    ...purchasePlanOutputsTexts.zh.translation,
    ...toastsTexts.zh.translation,
    ...styleFiguresTexts.zh.translation,
    ...operationsTexts.zh.translation,
    ...styleDashboardTexts.zh.translation,
    ...styleGridTexts.zh.translation,
    ...styleWindowTexts.zh.translation,
    ...styleStagesTexts.zh.translation,
    ...styleSamplesTexts.zh.translation,
    ...styleActualsTexts.zh.translation,
    ...operationDialogTexts.zh.translation,
    ...identityAdminTexts.zh.translation,
    ...adminScreensTexts.zh.translation,
    ...saasScreensTexts.zh.translation,
    ...stitchComponentsTexts.zh.translation,
    ...idempotencyTexts.zh.translation,
  },
  errors: {
    'Spool:ValidationError': '提交的部分数据无效。',
    'Spool:NotFound': '您请求的内容不存在。',
    'Spool:Unauthorized': '请登录后继续。',
    'Spool:Forbidden': '您无权执行此操作。',
    'Spool:Conflict': '在此期间已有其他人修改了此内容。请刷新后重试。',
    'Spool:Duplicate': '刚刚有人保存了相同的值：该值已被占用。请换一个。',
    'Spool:PayloadTooLarge': '您提交的内容过大。',
    'Spool:ServiceUnavailable': '服务暂时不可用，请稍后重试。',
    'Spool:InternalError': '发生了意外错误。参考编号：{{requestId}}',
    'Spool:RouteNotFound': '{{method}} {{path}} 处没有 API。',
    'Spool.Catalogue:CustomerNotFound': '客户 {{id}} 不存在。',
    'Spool.Catalogue:DuplicateCustomerName': '名为“{{name}}”的客户已存在。',
    'Spool.Catalogue:ThreadReferenceNotFound': '工序中选用的某种缝纫线已不存在。',
    'Spool.Consumption:StitchTypeNotFound': '线迹类型 {{code}} 不存在。',
    'Spool.Reports:IncompleteOperationData': '工序数据不完整，无法下载报表。',
    'Spool.Tenancy:TenantNotFound': '租户 {{id}} 不存在。',
    'Spool.Tenancy:DuplicateTenantName': '名为“{{name}}”的租户已存在。',
    'Spool.Tenancy:ConnectionStringInvalid':
      '连接字符串必须是 PostgreSQL 地址：postgres://用户:密码@主机:端口/数据库。',
    'Spool.Tenancy:DatabaseNameMissing': '连接字符串未指明数据库：请填写数据库名称。',
    'Spool.Tenancy:DatabaseNameMismatch':
      '连接字符串指明的数据库是“{{inConnectionString}}”，而不是“{{databaseName}}”。',
    'Spool.Tenancy:DatabaseUnreachable': '无法使用数据库 {{database}}：{{reason}}',
    'Spool.Tenancy:TenantHasStyles':
      '该租户当前数据库中有 {{count}} 个款式。Spool 不会在数据库之间迁移数据，因此无法更改该租户的数据库。',
    'Spool.Tenancy:OrganisationNotFound': '组织 {{id}} 不存在。',
    ...systemConfigurationTexts.zh.errors,
    ...shadesTexts.zh.errors,
    ...customSettingsTexts.zh.errors,
    ...costFileTexts.zh.errors,
    ...styleImportTexts.zh.errors,
    ...firstStartTexts.zh.errors,
    ...usageTexts.zh.errors,
    ...historyTexts.zh.errors,
    ...ordersTexts.zh.errors,
    ...referenceDataTexts.zh.errors,
    ...reportsTexts.zh.errors,
    ...stylesTexts.zh.errors,
    ...styleSamplesTexts.zh.errors,
    ...stylePictureTexts.zh.errors,
    ...purchasePlansTexts.zh.errors,
    ...purchasePlanScreensTexts.zh.errors,
    ...purchasePlanOutputsTexts.zh.errors,
    ...operationsTexts.zh.errors,
    ...styleDashboardTexts.zh.errors,
    ...styleGridTexts.zh.errors,
    ...styleWindowTexts.zh.errors,
    ...styleActualsTexts.zh.errors,
    ...operationDialogTexts.zh.errors,
    ...identityAdminTexts.zh.errors,
    ...adminScreensTexts.zh.errors,
    ...saasScreensTexts.zh.errors,
    ...stitchComponentsTexts.zh.errors,
    ...idempotencyTexts.zh.errors,
  },
} as const satisfies Messages;
