// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// An x*y=k pool for one pair with a 0.3% fee. `address(0)` stands for the
/// native coin, so one contract serves native/token and token/token pairs
/// without a wrapped-native token. Token transfers use low-level calls that
/// accept empty return data, so USDT-style tokens work. Liquidity added with
/// `addLiquidity` is a donation (no LP shares): the devnet seeds it once.
contract ConstantProductPool {
    address public constant NATIVE = address(0);
    address public token0;
    address public token1;
    uint256 public reserve0;
    uint256 public reserve1;
    bool private locked;

    event Sync(uint256 reserve0, uint256 reserve1);
    event Swap(address indexed sender, address indexed tokenIn, uint256 amountIn, uint256 amountOut, address indexed to);

    constructor(address token0_, address token1_) {
        require(token0_ != token1_, "identical tokens");
        require(token1_ != NATIVE, "native must be token0");
        token0 = token0_;
        token1 = token1_;
    }

    modifier nonReentrant() {
        require(!locked, "locked");
        locked = true;
        _;
        locked = false;
    }

    function getReserves() external view returns (uint256, uint256) {
        return (reserve0, reserve1);
    }

    /// Output for `amountIn` of `tokenIn`, after the 0.3% fee.
    function quote(uint256 amountIn, address tokenIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = _sides(tokenIn);
        require(amountIn > 0, "zero amount");
        require(reserveIn > 0 && reserveOut > 0, "no liquidity");
        uint256 inWithFee = amountIn * 997;
        return (inWithFee * reserveOut) / (reserveIn * 1000 + inWithFee);
    }

    function addLiquidity(uint256 amount0, uint256 amount1) external payable nonReentrant {
        if (token0 != NATIVE) require(msg.value == 0, "unexpected native coin");
        _pull(token0, amount0);
        _pull(token1, amount1);
        reserve0 += amount0;
        reserve1 += amount1;
        emit Sync(reserve0, reserve1);
    }

    function swap(address tokenIn, uint256 amountIn, uint256 minOut, address to)
        external
        payable
        nonReentrant
        returns (uint256 amountOut)
    {
        amountOut = quote(amountIn, tokenIn);
        require(amountOut >= minOut, "slippage");
        if (tokenIn != NATIVE) require(msg.value == 0, "unexpected native coin");
        _pull(tokenIn, amountIn);
        address tokenOut = tokenIn == token0 ? token1 : token0;
        if (tokenIn == token0) {
            reserve0 += amountIn;
            reserve1 -= amountOut;
        } else {
            reserve1 += amountIn;
            reserve0 -= amountOut;
        }
        _push(tokenOut, to, amountOut);
        emit Swap(msg.sender, tokenIn, amountIn, amountOut, to);
        emit Sync(reserve0, reserve1);
    }

    function _sides(address tokenIn) private view returns (uint256 reserveIn, uint256 reserveOut) {
        if (tokenIn == token0) return (reserve0, reserve1);
        require(tokenIn == token1, "token not in pool");
        return (reserve1, reserve0);
    }

    function _pull(address token, uint256 amount) private {
        if (token == NATIVE) {
            require(msg.value == amount, "wrong native amount");
            return;
        }
        _call(token, abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amount));
    }

    function _push(address token, address to, uint256 amount) private {
        if (token == NATIVE) {
            (bool ok, ) = to.call{value: amount}("");
            require(ok, "native transfer failed");
            return;
        }
        _call(token, abi.encodeWithSelector(0xa9059cbb, to, amount));
    }

    /// Succeeds on empty return data (USDT-style) or on an ABI-encoded `true`.
    function _call(address token, bytes memory data) private {
        require(token.code.length > 0, "not a contract");
        (bool ok, bytes memory ret) = token.call(data);
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "token transfer failed");
    }
}
