/**
 * What a tab the dapp opened for a request shows when the wallet is already open in another tab:
 * where to answer it, and a way to close this one.
 */
export const OpenElsewhere = () => (
  <>
    <header className="top">
      <h1>Doorway local wallet</h1>
    </header>
    <main>
      <section aria-labelledby="elsewhere-heading" className="card">
        <h2 id="elsewhere-heading">The wallet is open in another tab</h2>
        <p>The dapp's request waits there, under "Waiting for you": switch to that tab to approve or reject it.</p>
        <button type="button" onClick={() => window.close()}>
          Close this tab
        </button>
      </section>
    </main>
  </>
)
