// `npm run contracts:schemas`: the OpenAPI 3.0 schemas of the read models the API answers with,
// generated from libs/contracts' types by the TypeScript compiler's own type checker into
// libs/contracts/src/response-schemas.ts, which /api/docs registers as components. `--check` writes nothing and fails when the committed file differs
// (a contract type changed without regenerating).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import ts from 'typescript';

const libs = fileURLToPath(new URL('../libs/', import.meta.url));
const contracts = `${libs}contracts/`;
const OUTPUT = `${contracts}src/response-schemas.ts`;

// The contract types the success answers name (ApiSuccess, listOf, objectOf in the controllers: a
// name that is not generated does not compile there, so a new one is added here); the exported
// types they use are generated with them.
const ROOT_TYPES = [
  'AiTeamResponse',
  'CallResponse',
  'CallsResponse',
  'CheckAuthResponse',
  'CheckoutSessionResponse',
  'CompanyProfileResponse',
  'ConnectOnboardingResponse',
  'ConnectStatusResponse',
  'ContactImportResponse',
  'ContactResponse',
  'ContactSavedResponse',
  'ContactsResponse',
  'CreateReceptionistResponse',
  'DashboardResponse',
  'DeclineProposalResponse',
  'DepositCheckoutResponse',
  'ExtendProposalResponse',
  'FollowUpPlanResponse',
  'FollowUpsStopResponse',
  'GenerateProposalResponse',
  'Invitation',
  'InvitationPreview',
  'JobResponse',
  'JobRow',
  'JobsResponse',
  'LoginResponse',
  'NoteResponse',
  'NotesResponse',
  'PaymentsConfigResponse',
  'PortalSessionResponse',
  'ProposalFollowUpsResponse',
  'ProposalHistoryResponse',
  'ProposalPresenceResponse',
  'ProposalReadingResponse',
  'ReceptionistListResponse',
  'ReceptionistResponse',
  'RegisterResponse',
  'ReportNarrativeResponse',
  'ReportResponse',
  'ReportSavedResponse',
  'ReportShareResponse',
  'ReportsResponse',
  'RequestNewLinkResponse',
  'SendProposalResponse',
  'SessionUser',
  'ShareProposalResponse',
  'SharedProposalResponse',
  'SharedReportResponse',
  'SignatureCertificate',
  'SubscriptionSummary',
  'TeamMember',
  'TestModeStatusResponse',
  'TransactionsResponse',
  'UpgradeSubscriptionResponse',
];

// OpenAPI 3.0 (what @nestjs/swagger emits) has no `null` type and no `const`: a nullable schema says
// `nullable: true`, and a `$ref` takes no siblings, so a nullable reference is an allOf.
const REF = '#/components/schemas/';
const F = ts.TypeFlags;

const program = () => {
  // The library's own compiler options, with @vanilla/domain read from its sources so the result
  // does not depend on whether it has been built.
  const { config } = ts.readConfigFile(`${contracts}tsconfig.json`, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, contracts);
  return ts.createProgram([`${contracts}src/index.ts`], {
    ...options,
    noEmit: true,
    paths: { '@vanilla/domain': [`${libs}domain/src/index.ts`] },
  });
};

// Every type named by an exported alias (or interface) of our own libraries becomes a component of
// that name, referenced wherever it is used, as the contract types themselves read.
const schemasOf = (rootNames) => {
  const tsProgram = program();
  const checker = tsProgram.getTypeChecker();
  const index = tsProgram.getSourceFile(`${contracts}src/index.ts`);
  const exported = new Map(
    checker.getExportsOfModule(checker.getSymbolAtLocation(index)).map((symbol) => {
      const target =
        symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return [symbol.name, target];
    }),
  );
  const ours = (symbol) =>
    symbol?.declarations?.some((declaration) => {
      const file = declaration.getSourceFile().fileName;
      return file.startsWith(libs) && !file.includes('/node_modules/');
    }) && symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface);
  const definitions = new Map();
  const pending = [];
  const register = (symbol) => {
    if (!definitions.has(symbol.name)) {
      definitions.set(symbol.name, null);
      pending.push(symbol);
    }
    return symbol.name;
  };
  const nameOf = (type) => {
    const symbol = type.aliasSymbol ?? (type.flags & F.Object ? type.symbol : undefined);
    return ours(symbol) && !type.aliasTypeArguments?.length ? register(symbol) : null;
  };
  // A name as written: an alias of a union loses its name in the checker's types.
  const nameAt = (node) => {
    if (!ts.isTypeReferenceNode(node) || node.typeArguments) return null;
    const symbol = checker.getSymbolAtLocation(node.typeName);
    const target =
      symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return ours(target) ? register(target) : null;
  };
  const isNullNode = (node) =>
    ts.isLiteralTypeNode(node) && node.literal.kind === ts.SyntaxKind.NullKeyword;
  const isUndefinedNode = (node) => node.kind === ts.SyntaxKind.UndefinedKeyword;
  const literalAt = (node) => {
    if (!ts.isLiteralTypeNode(node)) return null;
    const { literal: value } = node;
    if (ts.isStringLiteral(value)) return { type: 'string', value: value.text };
    if (ts.isNumericLiteral(value)) return { type: 'number', value: Number(value.text) };
    if (value.kind === ts.SyntaxKind.TrueKeyword) return { type: 'boolean', value: true };
    if (value.kind === ts.SyntaxKind.FalseKeyword) return { type: 'boolean', value: false };
    return null;
  };
  const withNull = (schema) => {
    if (schema.$ref) return { allOf: [schema], nullable: true };
    if (schema.enum) return { ...schema, enum: [...schema.enum, null], nullable: true };
    return { ...schema, nullable: true };
  };
  // The schema of a type as its declaration writes it (names, literals in their order), else as
  // the checker resolves it.
  const schemaAt = (node, type, named = true) => {
    if (!node) return schemaOf(type, named);
    if (ts.isParenthesizedTypeNode(node)) return schemaAt(node.type, type);
    const name = nameAt(node);
    if (name) return { $ref: `${REF}${name}` };
    if (ts.isTypeOperatorNode(node) && node.operator === ts.SyntaxKind.ReadonlyKeyword) {
      return schemaAt(node.type, type);
    }
    if (ts.isArrayTypeNode(node)) {
      const items = node.elementType;
      return { type: 'array', items: schemaAt(items, checker.getTypeFromTypeNode(items)) };
    }
    if (ts.isUnionTypeNode(node)) {
      const members = node.types.filter((member) => !isUndefinedNode(member));
      const rest = members.filter((member) => !isNullNode(member));
      const nullable = rest.length < members.length;
      const literals = rest.map(literalAt);
      let schema = null;
      if (literals.every((value) => value && value.type === literals[0].type)) {
        schema = { type: literals[0].type, enum: literals.map((value) => value.value) };
      } else if (rest.length === 1) {
        schema = schemaAt(rest[0], checker.getTypeFromTypeNode(rest[0]));
      }
      if (schema) return nullable ? withNull(schema) : schema;
    }
    return schemaOf(type, named);
  };

  const literal = (type) => {
    if (type.flags & F.StringLiteral) return { type: 'string', value: type.value };
    if (type.flags & F.NumberLiteral) return { type: 'number', value: type.value };
    if (type.flags & F.BooleanLiteral) {
      return { type: 'boolean', value: type.intrinsicName === 'true' };
    }
    return null;
  };

  const union = (members) => {
    const present = members.filter((member) => !(member.flags & (F.Undefined | F.Void)));
    const nullable = present.some((member) => member.flags & F.Null);
    let rest = present.filter((member) => !(member.flags & F.Null));
    const booleans = rest.filter((member) => member.flags & F.BooleanLiteral);
    const schemas = [];
    if (booleans.length === 2) {
      schemas.push({ type: 'boolean' });
      rest = rest.filter((member) => !(member.flags & F.BooleanLiteral));
    }
    const literals = rest.map(literal);
    if (rest.length > 0 && literals.every((value) => value && value.type === literals[0].type)) {
      schemas.push({ type: literals[0].type, enum: literals.map((value) => value.value) });
    } else {
      schemas.push(...rest.map((member) => schemaOf(member)));
    }
    const schema = schemas.length === 1 ? schemas[0] : { anyOf: schemas };
    return nullable ? withNull(schema) : schema;
  };

  const object = (type) => {
    if (type.symbol?.name === 'Date') return { type: 'string', format: 'date-time' };
    const properties = {};
    const required = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration
        ? checker.getTypeOfSymbolAtLocation(property, declaration)
        : checker.getTypeOfSymbol(property);
      properties[property.name] = schemaAt(declaration?.type, propertyType);
      if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.name);
    }
    const indexed = checker.getIndexInfosOfType(type)[0];
    const schema = { type: 'object' };
    if (required.length > 0 || Object.keys(properties).length > 0) schema.properties = properties;
    if (required.length > 0) schema.required = required;
    schema.additionalProperties = indexed ? schemaOf(indexed.type) : false;
    return schema;
  };

  const schemaOf = (type, named = true) => {
    const name = named ? nameOf(type) : null;
    if (name) return { $ref: `${REF}${name}` };
    if (type.flags & (F.Any | F.Unknown)) return {};
    if (type.flags & F.Null) return { nullable: true, enum: [null] };
    if (type.flags & F.Boolean) return union(type.types ?? []);
    if (type.flags & F.Union) return union(type.types);
    if (type.flags & (F.String | F.TemplateLiteral)) return { type: 'string' };
    if (type.flags & F.Number) return { type: 'number' };
    const value = literal(type);
    if (value) return { type: value.type, enum: [value.value] };
    if (checker.isArrayType(type)) {
      return { type: 'array', items: schemaOf(checker.getTypeArguments(type)[0]) };
    }
    if (checker.isTupleType(type)) {
      const items = checker.getTypeArguments(type).map((item) => schemaOf(item));
      return {
        type: 'array',
        items: { anyOf: items },
        minItems: items.length,
        maxItems: items.length,
      };
    }
    if (type.flags & (F.Object | F.Intersection)) return object(type);
    throw new Error(`No schema for the type ${checker.typeToString(type)}`);
  };

  for (const name of rootNames) {
    const symbol = exported.get(name);
    if (!ours(symbol)) throw new Error(`${name} is not a type exported by libs/contracts`);
    definitions.set(name, null);
    pending.push(symbol);
  }
  while (pending.length > 0) {
    const symbol = pending.shift();
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    const declaration = symbol.declarations[0];
    definitions.set(
      symbol.name,
      ts.isTypeAliasDeclaration(declaration)
        ? schemaAt(declaration.type, declared, false)
        : schemaOf(declared, false),
    );
  }
  return Object.fromEntries([...definitions.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
};

// The generated module's text, formatted as Prettier would leave it.
const generate = async () => {
  const schemas = schemasOf(ROOT_TYPES);
  const text = `// Generated by \`npm run contracts:schemas\` from this library's types: do not edit.
// The OpenAPI 3.0 schemas of the read models the API answers with (/api/docs components).
export const responseSchemas = ${JSON.stringify(schemas)};

export type ResponseSchemaName = keyof typeof responseSchemas;
`;
  return prettier.format(text, { ...(await prettier.resolveConfig(OUTPUT)), filepath: OUTPUT });
};

const text = await generate();
if (!process.argv.includes('--check')) {
  await writeFile(OUTPUT, text);
} else if ((await readFile(OUTPUT, 'utf8').catch(() => '')) !== text) {
  console.error(`${OUTPUT} is stale: run npm run contracts:schemas`);
  process.exit(1);
}
