import type { WrittenLocale } from "./locales.js"

/** The texts of the ready-made buttons, which the host's first render shows. */
export interface ButtonTexts {
  readonly connect: string
  readonly connecting: string
  readonly selectNetwork: string
  /** Read aloud before the network's name (hidden from sight). */
  readonly network: string
  /** Read aloud before the account's name (hidden from sight). */
  readonly account: string
  /** The modal's element when the instance did not start in time; `{seconds}` is its bound. */
  readonly startFailed: string
  readonly dismissAlert: string
}

/**
 * Every written language's button texts, in the page-start code (a few dozen bytes each): a
 * button draws in its language at once, before any catalogue chunk could load.
 */
export const BUTTON_TEXTS: Readonly<Record<WrittenLocale, ButtonTexts>> = {
  en: { connect: "Connect", connecting: "Connecting\u2026", selectNetwork: "Select network", network: "Network: ", account: "Account ", startFailed: "The wallet modal did not start within {seconds} s. Try again.", dismissAlert: "Dismiss alert" },
  de: { connect: "Verbinden", connecting: "Verbinde\u2026", selectNetwork: "Netzwerk wählen", network: "Netzwerk: ", account: "Konto ", startFailed: "Das Wallet-Fenster ist nicht innerhalb von {seconds} s gestartet. Versuchen Sie es erneut.", dismissAlert: "Hinweis schließen" },
  es: { connect: "Conectar", connecting: "Conectando\u2026", selectNetwork: "Seleccionar red", network: "Red: ", account: "Cuenta ", startFailed: "La ventana de la billetera no se inició en {seconds} s. Inténtalo de nuevo.", dismissAlert: "Descartar alerta" },
  fr: { connect: "Connecter", connecting: "Connexion\u2026", selectNetwork: "Choisir un réseau", network: "Réseau : ", account: "Compte ", startFailed: "La fenêtre du portefeuille n’a pas démarré en {seconds} s. Réessayez.", dismissAlert: "Ignorer l’alerte" },
  pt: { connect: "Conectar", connecting: "Conectando\u2026", selectNetwork: "Selecionar rede", network: "Rede: ", account: "Conta ", startFailed: "A janela da carteira não foi iniciada em {seconds} s. Tente novamente.", dismissAlert: "Dispensar alerta" },
  it: { connect: "Connetti", connecting: "Connessione\u2026", selectNetwork: "Seleziona rete", network: "Rete: ", account: "Account ", startFailed: "La finestra del wallet non si è avviata entro {seconds} s. Riprova.", dismissAlert: "Chiudi avviso" },
  ja: { connect: "接続", connecting: "接続中\u2026", selectNetwork: "ネットワークを選択", network: "ネットワーク: ", account: "アカウント ", startFailed: "ウォレット画面が{seconds}秒以内に起動しませんでした。もう一度お試しください。", dismissAlert: "アラートを閉じる" },
  ko: { connect: "연결", connecting: "연결 중\u2026", selectNetwork: "네트워크 선택", network: "네트워크: ", account: "계정 ", startFailed: "지갑 창이 {seconds}초 안에 시작되지 않았습니다. 다시 시도하세요.", dismissAlert: "알림 닫기" },
  zh: { connect: "连接", connecting: "正在连接\u2026", selectNetwork: "选择网络", network: "网络：", account: "账户 ", startFailed: "钱包窗口未能在 {seconds} 秒内启动。请重试。", dismissAlert: "关闭提示" },
  ru: { connect: "Подключить", connecting: "Подключение\u2026", selectNetwork: "Выбрать сеть", network: "Сеть: ", account: "Аккаунт ", startFailed: "Окно кошелька не запустилось за {seconds} с. Повторите попытку.", dismissAlert: "Закрыть уведомление" },
  tr: { connect: "Bağlan", connecting: "Bağlanıyor\u2026", selectNetwork: "Ağ seç", network: "Ağ: ", account: "Hesap ", startFailed: "Cüzdan penceresi {seconds} sn içinde başlatılamadı. Tekrar deneyin.", dismissAlert: "Uyarıyı kapat" },
  ar: { connect: "اتصال", connecting: "جارٍ الاتصال\u2026", selectNetwork: "اختر الشبكة", network: "الشبكة: ", account: "الحساب ", startFailed: "لم تبدأ نافذة المحفظة خلال {seconds} ث. حاول مرة أخرى.", dismissAlert: "إغلاق التنبيه" }
}
