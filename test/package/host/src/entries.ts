/**
 * Not used by the app: one type import of each entry of the package, so that both type-checks
 * (moduleResolution bundler and node10) prove every entry resolves, not only those the app uses.
 */
import type * as Core from "doorway-connect"
import type * as Adapters from "doorway-connect/adapters"
import type * as Elements from "doorway-connect/elements"
import type * as Layers from "doorway-connect/layers"
import type * as Networks from "doorway-connect/networks"
import type * as React from "doorway-connect/react"
import type * as Schemas from "doorway-connect/schemas"

export type Entries = readonly [typeof Core, typeof Adapters, typeof Elements, typeof Layers, typeof Networks, typeof React, typeof Schemas]
