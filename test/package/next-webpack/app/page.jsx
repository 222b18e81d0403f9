import { Header } from "./header"

export default function Page() {
  return (
    <main>
      <Header />
    </main>
  )
}
