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
}

/**
 * Every written language's button texts, in the page-start code (a few dozen bytes each): a
 * button draws in its language at once, before any catalogue chunk could load.
 */
export const BUTTON_TEXTS: Readonly<Record<WrittenLocale, ButtonTexts>> = {
  en: { connect: "Connect", connecting: "Connecting\u2026", selectNetwork: "Select network", network: "Network: ", account: "Account " },
  de: { connect: "Verbinden", connecting: "Verbinde\u2026", selectNetwork: "Netzwerk wählen", network: "Netzwerk: ", account: "Konto " },
  es: { connect: "Conectar", connecting: "Conectando\u2026", selectNetwork: "Seleccionar red", network: "Red: ", account: "Cuenta " },
  fr: { connect: "Connecter", connecting: "Connexion\u2026", selectNetwork: "Choisir un réseau", network: "Réseau : ", account: "Compte " },
  pt: { connect: "Conectar", connecting: "Conectando\u2026", selectNetwork: "Selecionar rede", network: "Rede: ", account: "Conta " },
  it: { connect: "Connetti", connecting: "Connessione\u2026", selectNetwork: "Seleziona rete", network: "Rete: ", account: "Account " },
  ja: { connect: "接続", connecting: "接続中\u2026", selectNetwork: "ネットワークを選択", network: "ネットワーク: ", account: "アカウント " },
  ko: { connect: "연결", connecting: "연결 중\u2026", selectNetwork: "네트워크 선택", network: "네트워크: ", account: "계정 " },
  zh: { connect: "连接", connecting: "正在连接\u2026", selectNetwork: "选择网络", network: "网络：", account: "账户 " },
  ru: { connect: "Подключить", connecting: "Подключение\u2026", selectNetwork: "Выбрать сеть", network: "Сеть: ", account: "Аккаунт " },
  tr: { connect: "Bağlan", connecting: "Bağlanıyor\u2026", selectNetwork: "Ağ seç", network: "Ağ: ", account: "Hesap " },
  ar: { connect: "اتصال", connecting: "جارٍ الاتصال\u2026", selectNetwork: "اختر الشبكة", network: "الشبكة: ", account: "الحساب " }
}
