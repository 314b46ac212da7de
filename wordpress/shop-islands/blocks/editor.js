/**
 * The editor side of the Shop Islands blocks: a placeholder naming the block and its settings in
 * the sidebar (InspectorControls). What visitors see is rendered by the plugin's PHP.
 * Plain JavaScript on the wp.* globals, no build step.
 */
(function (wp) {
  var el = wp.element.createElement;
  var __ = wp.i18n.__;
  var InspectorControls = wp.blockEditor.InspectorControls;
  var useBlockProps = wp.blockEditor.useBlockProps;
  var PanelBody = wp.components.PanelBody;
  var TextControl = wp.components.TextControl;
  var SelectControl = wp.components.SelectControl;
  var Placeholder = wp.components.Placeholder;

  function integerControl(label, name, props) {
    return el(TextControl, {
      key: name,
      label: label,
      type: 'number',
      min: 0,
      value: String(props.attributes[name] || ''),
      onChange: function (value) {
        var number = parseInt(value, 10);
        var update = {};
        update[name] = number > 0 ? number : 0;
        props.setAttributes(update);
      },
    });
  }

  var controls = {
    'shop-islands/map': function (props) {
      return [integerControl(__('Map id (Map Builder)', 'shop-islands'), 'id', props)];
    },
    'shop-islands/store-locator': function (props) {
      return [
        integerControl(__('Map id (Map Builder)', 'shop-islands'), 'id', props),
        integerControl(__('Preselected radius', 'shop-islands'), 'radius', props),
      ];
    },
    'shop-islands/rating': function (props) {
      return [integerControl(__('Post id (empty: this post)', 'shop-islands'), 'postId', props)];
    },
    'shop-islands/manage-consent': function (props) {
      return [
        el(SelectControl, {
          key: 'view',
          label: __('Display', 'shop-islands'),
          value: props.attributes.view,
          options: [
            { label: __('Button (opens the banner)', 'shop-islands'), value: 'button' },
            { label: __('Settings as a panel', 'shop-islands'), value: 'panel' },
          ],
          onChange: function (view) {
            props.setAttributes({ view: view });
          },
        }),
      ];
    },
  };

  var names = ['map', 'store-locator', 'rating', 'consent-banner', 'manage-consent', 'mini-cart'];

  // block.json (title, attributes, …) comes from the server's registration; this adds the editor part
  names.forEach(function (name) {
    var blockName = 'shop-islands/' + name;
    wp.blocks.registerBlockType(blockName, {
      edit: function (props) {
        var type = wp.blocks.getBlockType(blockName) || {};
        var fields = controls[blockName] ? controls[blockName](props) : [];
        return el(
          'div',
          useBlockProps(),
          fields.length ? el(InspectorControls, null, el(PanelBody, { title: __('Settings', 'shop-islands') }, fields)) : null,
          el(Placeholder, { icon: type.icon && type.icon.src, label: type.title, instructions: type.description }),
        );
      },
      save: function () {
        return null;
      },
    });
  });
})(window.wp);
