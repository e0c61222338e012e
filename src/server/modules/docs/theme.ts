/** Darker colours than swagger-ui's own, so the reference page's text meets WCAG AA contrast. */
export const DOCS_THEME_CSS = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d5fa8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #17794a; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a5200; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f6e63; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b3261e; }
.swagger-ui .info .title small,
.swagger-ui .info .title small.version-stamp { background: #4b5563; }
.swagger-ui .info .title small pre,
.swagger-ui .info .title small.version-stamp pre { color: #fff; }
.swagger-ui .info .url,
.swagger-ui .info a { color: #1d4ed8; }
.swagger-ui .btn.authorize { color: #14532d; border-color: #14532d; }
.swagger-ui .btn.authorize span { color: #14532d; }
.swagger-ui .btn.authorize svg { fill: #14532d; }
.swagger-ui .parameter__in,
.swagger-ui .parameter__type { color: #4b5563; }
`;
