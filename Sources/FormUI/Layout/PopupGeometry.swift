/// Where pop-ups go on the screen.
enum PopupGeometry {
    /// The lines a list gets: its preferred height for a pop-up list, the whole body for a list screen.
    static func listHeight(_ list: ListPopup, title: String, width: Int, bodyHeight: Int) -> Int {
        guard list.style == .popup else { return bodyHeight }
        return list.preferredSize(title: title, maxWidth: popupWidth(width), maxHeight: bodyHeight).height
    }

    /// Pop-ups leave a margin of two columns on each side when they can.
    static func popupWidth(_ cols: Int) -> Int { Swift.max(1, Swift.min(cols - 4, 60)) }

    /// The first body line of a pop-up `height` lines tall: under its row when it fits there, else
    /// over it, else wherever it fits best.
    static func top(height: Int, rowLine: Int?, bodyHeight: Int) -> Int {
        guard let rowLine else { return Swift.max(0, (bodyHeight - height) / 2) }
        if rowLine + 1 + height <= bodyHeight { return rowLine + 1 }
        if rowLine - height >= 0 { return rowLine - height }
        return Swift.max(0, bodyHeight - height)
    }
}
