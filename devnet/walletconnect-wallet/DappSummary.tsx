/** A dapp as its metadata describes it: name, site and icons (loaded only from this machine). */
import type { DappInfo } from "./walletStore.js"
import { isLocalUrl } from "./localUrl.js"

export const DappSummary = ({ dapp }: { readonly dapp: DappInfo }) => (
  <div className="dapp">
    {dapp.icons.filter(isLocalUrl).slice(0, 1).map((icon) => (
      <img key={icon} src={icon} alt="" width={40} height={40} />
    ))}
    <div>
      <p className="dapp-name">{dapp.name}</p>
      {dapp.url === "" ? null : <p className="muted">{dapp.url}</p>}
      {dapp.description === "" ? null : <p className="muted">{dapp.description}</p>}
      {dapp.icons.some((icon) => !isLocalUrl(icon)) ? (
        <p className="muted">Icons not loaded (not on this machine): {dapp.icons.filter((icon) => !isLocalUrl(icon)).join(", ")}</p>
      ) : null}
    </div>
  </div>
)
