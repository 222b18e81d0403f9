import { parseAbi } from "viem"

/**
 * Typed ABIs of the devnet contracts, for viem calls with inferred argument and result types.
 * A test checks each one against the compiler's output, so they cannot drift from the sources.
 */

/** What both tokens inherit from TokenLedger.sol. */
const TOKEN_LEDGER = [
  "function name() view returns (string)",
  "function symbol() view returns (string)",
  "function decimals() view returns (uint8)",
  "function owner() view returns (address)",
  "function totalSupply() view returns (uint256)",
  "function balanceOf(address) view returns (uint256)",
  "function allowance(address, address) view returns (uint256)",
  "function initialize(string name_, string symbol_, uint8 decimals_, address owner_)",
  "function mint(address to, uint256 amount)",
  "event Transfer(address indexed from, address indexed to, uint256 value)",
  "event Approval(address indexed owner, address indexed spender, uint256 value)"
] as const

export const stableTokenAbi = parseAbi([
  ...TOKEN_LEDGER,
  "function transfer(address to, uint256 amount) returns (bool)",
  "function approve(address spender, uint256 amount) returns (bool)",
  "function transferFrom(address from, address to, uint256 amount) returns (bool)"
])

/** The USDT shape: `transfer`, `transferFrom` and `approve` return nothing. */
export const tetherTokenAbi = parseAbi([
  ...TOKEN_LEDGER,
  "function transfer(address to, uint256 amount)",
  "function approve(address spender, uint256 amount)",
  "function transferFrom(address from, address to, uint256 amount)"
])

export const collectiblesAbi = parseAbi([
  "constructor(string name_, string symbol_, string baseURI_)",
  "function name() view returns (string)",
  "function symbol() view returns (string)",
  "function baseURI() view returns (string)",
  "function owner() view returns (address)",
  "function totalSupply() view returns (uint256)",
  "function supportsInterface(bytes4 id) pure returns (bool)",
  "function setBaseURI(string baseURI_)",
  "function mint(address to) returns (uint256 tokenId)",
  "function balanceOf(address holder) view returns (uint256)",
  "function ownerOf(uint256 tokenId) view returns (address holder)",
  "function tokenURI(uint256 tokenId) view returns (string)",
  "function approve(address to, uint256 tokenId)",
  "function getApproved(uint256 tokenId) view returns (address)",
  "function setApprovalForAll(address operator, bool approved)",
  "function isApprovedForAll(address holder, address operator) view returns (bool)",
  "function transferFrom(address from, address to, uint256 tokenId)",
  "function safeTransferFrom(address from, address to, uint256 tokenId)",
  "function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)",
  "event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)",
  "event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)",
  "event ApprovalForAll(address indexed owner, address indexed operator, bool approved)"
])

export const constantProductPoolAbi = parseAbi([
  "constructor(address token0_, address token1_)",
  "function NATIVE() view returns (address)",
  "function token0() view returns (address)",
  "function token1() view returns (address)",
  "function reserve0() view returns (uint256)",
  "function reserve1() view returns (uint256)",
  "function getReserves() view returns (uint256, uint256)",
  "function quote(uint256 amountIn, address tokenIn) view returns (uint256)",
  "function addLiquidity(uint256 amount0, uint256 amount1) payable",
  "function swap(address tokenIn, uint256 amountIn, uint256 minOut, address to) payable returns (uint256 amountOut)",
  "event Sync(uint256 reserve0, uint256 reserve1)",
  "event Swap(address indexed sender, address indexed tokenIn, uint256 amountIn, uint256 amountOut, address indexed to)"
])
