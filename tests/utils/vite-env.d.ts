// Tests run under Vite and import app modules that read `import.meta.env`; tsconfig.node.json
// (which covers tests/) lists only Node's types, so Vite's client types are added here.
/// <reference types="vite/client" />
